import type { QuestionDto, QuestionsDto } from '@/shared/api/answers';
import { getDataset } from '../data/dataset';
import { db } from '../db';
import { setFailure } from '../qa';
import { answerQuestions, QUESTION_ANSWER_MINUTES } from '../services/questions';
import { call, login, setupMockServer } from './helpers';

/** Ask a pharmacist (docs/api.md, "Ask a pharmacist"; docs/mock-backend.md, "Ask a pharmacist"). */
setupMockServer();

const PRODUCT = 1001;
const productName = getDataset().productById.get(PRODUCT)?.name.en ?? 'missing';
const TEXT = 'Can I take this with ibuprofen?';
const ask = (body: Record<string, unknown>, options: { auth?: string; lang?: 'sr' | 'eng' | 'ru' } = {}) =>
  call<QuestionDto & { message?: string }>('POST', '/questions', body, { lang: 'eng', ...options });
const list = (auth: string, lang: 'sr' | 'eng' | 'ru' = 'eng') =>
  call<QuestionsDto & { message?: string }>('GET', '/questions', {}, { auth, lang });

describe('POST /questions', () => {
  it('takes a question about a product from a visitor, waiting, with its number and contact', async () => {
    const { status, body } = await ask({
      product_id: PRODUCT,
      question: `  ${TEXT}  `,
      channel: 'email',
      contact: 'Ana@Example.com',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      number: expect.stringMatching(/^Q-\d+$/) as unknown,
      question: TEXT,
      status: 'waiting',
      product_id: PRODUCT,
      product_name: productName,
      channel: 'email',
      contact: 'ana@example.com',
      answer: null,
      answered_at: null,
    });
  });

  it('takes a question without a product, by phone, in the format the server returns phones', async () => {
    const { status, body } = await ask({ question: TEXT, channel: 'phone', contact: '064 123 4567' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ product_id: null, product_name: null, channel: 'phone', contact: '+381 64 123 4567' });
  });

  it('refuses a question too short or too long, a bad contact, an unknown product, an unknown field', async () => {
    const short = await ask({ question: ' too short ', channel: 'email', contact: 'ana@example.com' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('The question should be 10 to 1000 characters long.');
    const long = await ask({ question: 'a'.repeat(1001), channel: 'email', contact: 'ana@example.com' });
    expect(long.status).toBe(400);
    expect((await ask({ question: TEXT, channel: 'email', contact: 'ana@' })).status).toBe(400);
    expect((await ask({ question: TEXT, channel: 'phone', contact: '123' })).status).toBe(400);
    expect((await ask({ question: TEXT, channel: 'sms', contact: '0641234567' })).status).toBe(400);
    expect((await ask({ product_id: 999999, question: TEXT, channel: 'phone', contact: '0641234567' })).status).toBe(
      404,
    );
    expect((await ask({ question: TEXT, channel: 'phone', contact: '0641234567', email: 'x@y.z' })).status).toBe(400);
    // Nothing was stored by a refused question.
    expect(db().questions).toHaveLength(0);
  });

  it('answers the same question for the same key and body, and 422 for the same key with another body', async () => {
    const attempt = { question: TEXT, channel: 'phone', contact: '0641234567', idempotency_key: 'question-0001' };
    const first = await ask(attempt);
    const again = await ask(attempt);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(db().questions).toHaveLength(1);
    const other = await ask({ ...attempt, question: `${TEXT} And with paracetamol?` });
    expect(other.status).toBe(422);
    expect(db().questions).toHaveLength(1);
  });

  it('fails as QA forces it', async () => {
    setFailure('/questions', { status: 503 });
    expect((await ask({ question: TEXT, channel: 'phone', contact: '0641234567' })).status).toBe(503);
  });
});

describe('GET /questions', () => {
  it("lists only the signed-in client's questions, newest first; 401 without a session", async () => {
    const auth = await login();
    await ask({ question: `${TEXT} (1)`, channel: 'phone', contact: '0641234567' }, { auth });
    await ask({ question: 'Anonymous question here', channel: 'email', contact: 'ana@example.com' });
    await ask({ product_id: PRODUCT, question: `${TEXT} (2)`, channel: 'phone', contact: '0641234567' }, { auth });
    const { status, body } = await list(auth);
    expect(status).toBe(200);
    expect(body.list.map((q) => q.question)).toEqual([`${TEXT} (2)`, `${TEXT} (1)`]);
    const anonymous = await call<{ action?: string }>('GET', '/questions', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.action).toBe('logout');
  });

  it('is answered after the timer, in the request language, naming the product', async () => {
    const auth = await login();
    await ask({ product_id: PRODUCT, question: TEXT, channel: 'phone', contact: '0641234567' }, { auth });
    const asked = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(asked + QUESTION_ANSWER_MINUTES * 60_000 - 1000);
    try {
      expect((await list(auth)).body.list[0]?.status).toBe('waiting');
      clock.mockReturnValue(asked + QUESTION_ANSWER_MINUTES * 60_000 + 1000);
      const [answered] = (await list(auth)).body.list;
      expect(answered?.status).toBe('answered');
      expect(answered?.answer).toContain(`about "${productName}"`);
      expect(answered?.answered_at).not.toBeNull();
      const [russian] = (await list(auth, 'ru')).body.list;
      expect(russian?.answer).toMatch(/^Здравствуйте/);
    } finally {
      clock.mockRestore();
    }
  });

  it('is answered at once by the QA move, named by number or `last`', async () => {
    const auth = await login();
    const first = await ask({ question: `${TEXT} (1)`, channel: 'phone', contact: '0641234567' }, { auth });
    await ask({ question: `${TEXT} (2)`, channel: 'phone', contact: '0641234567' }, { auth });
    expect(answerQuestions('last')).toEqual([expect.stringMatching(/^Q-/)]);
    let { list: questions } = (await list(auth)).body;
    expect(questions.map((q) => q.status)).toEqual(['answered', 'waiting']);
    answerQuestions(first.body.number);
    ({ list: questions } = (await list(auth)).body);
    expect(questions.map((q) => q.status)).toEqual(['answered', 'answered']);
    expect(() => answerQuestions('Q-1')).toThrow(/no question/);
  });
});
