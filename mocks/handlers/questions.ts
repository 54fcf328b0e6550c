import type { QuestionDto, QuestionsDto } from '@/shared/api/answers';
import { authEndpoint, endpoint } from '../endpoint';
import { db, saveDb, type StoredQuestion } from '../db';
import { fail } from '../lib/errors';
import { int, obj, oneOf, opt, str } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { isValidEmail, isValidPhone, nationalNumber } from '../services/phone';
import { QUESTION_ANSWER_MINUTES, QUESTION_MAX, QUESTION_MIN, questionDto } from '../services/questions';
import { idempotencyKey } from './orders';
import { empty } from './util';

const questionShape = obj({
  product_id: opt(int),
  question: str,
  channel: oneOf(['phone', 'email'] as const),
  contact: str,
  idempotency_key: opt(idempotencyKey),
});

const newestFirst = (a: StoredQuestion, b: StoredQuestion): number => b.createdAt - a.createdAt || b.id - a.id;

/** docs/api.md, "Ask a pharmacist". An invalid `auth-token` counts as none, as for POST /orders. */
export const questionsHandlers = [
  endpoint('post', '/questions', questionShape, ({ data, user, lang, now }): QuestionDto => {
    const state = db();
    const { idempotency_key: key, ...request } = data;
    const body = JSON.stringify(request);
    const earlier = key === undefined ? undefined : state.questions.find((q) => q.idempotency?.key === key);
    if (earlier) {
      // The same attempt sent again (a lost answer, a second press): the same question.
      if (earlier.idempotency?.body !== body) throw fail(422, 'idempotencyMismatch');
      return questionDto(earlier, lang, now);
    }
    if (data.product_id !== undefined && !getDataset().productById.has(data.product_id))
      throw fail(404, 'productNotFound');
    const question = data.question.trim();
    if (question.length < QUESTION_MIN || question.length > QUESTION_MAX)
      throw fail(400, 'questionLength', { min: QUESTION_MIN, max: QUESTION_MAX });
    let contact: string;
    if (data.channel === 'phone') {
      if (!isValidPhone(data.contact)) throw fail(400, 'phoneInvalid');
      contact = nationalNumber(data.contact);
    } else {
      if (!isValidEmail(data.contact)) throw fail(400, 'emailInvalid');
      contact = data.contact.trim().toLowerCase();
    }
    const stored: StoredQuestion = {
      id: state.nextQuestionId,
      userId: user?.id ?? null,
      productId: data.product_id ?? null,
      question,
      channel: data.channel,
      contact,
      createdAt: now,
      answerAt: now + QUESTION_ANSWER_MINUTES * 60_000,
      ...(key === undefined ? {} : { idempotency: { key, body } }),
    };
    state.nextQuestionId += 1;
    state.questions.push(stored);
    saveDb();
    return questionDto(stored, lang, now);
  }),

  authEndpoint('get', '/questions', empty, ({ user, lang, now }): QuestionsDto => ({
    list: db()
      .questions.filter((q) => q.userId === user.id)
      .sort(newestFirst)
      .map((q) => questionDto(q, lang, now)),
  })),
];
