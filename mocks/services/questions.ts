/**
 * Questions to a pharmacist (docs/api.md, "Ask a pharmacist"): the pharmacist of the mock
 * answers each question `QUESTION_ANSWER_MINUTES` after it was asked, or at once by a QA move
 * (docs/mock-backend.md, "Ask a pharmacist"). The answer is a neutral template in the request's
 * language; a real pharmacist writes their own.
 */
import type { QuestionDto } from '@/shared/api/answers';
import { db, saveDb, type StoredQuestion } from '../db';
import { l, type Lang } from '../lib/i18n';
import { getDataset } from '../data/dataset';
import { displayPhone } from './phone';

/** The mock's pharmacist answers this long after a question was asked. */
export const QUESTION_ANSWER_MINUTES = 30;
/** The question's length after trimming, in characters (docs/api.md, POST /questions). */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;

/** "Q-300001": said on the phone to the pharmacy, apart from the reservations' "APT-…". */
const questionNumber = (id: number): string => `Q-${300000 + id}`;

const ANSWER = l(
  'Poštovani, hvala na pitanju{product}. Pre upotrebe pažljivo pročitajte uputstvo za lek i pridržavajte se preporučenog doziranja. Ako tegobe potraju duže od tri dana ili se pogoršaju, javite se lekaru. Za savet uživo dođite u bilo koju našu apoteku. Vaš farmaceut',
  'Hello, and thank you for your question{product}. Before use, read the package leaflet carefully and keep to the recommended dose. If the symptoms last longer than three days or get worse, see a doctor. For advice in person, visit any of our pharmacies. Your pharmacist',
  'Здравствуйте, спасибо за вопрос{product}. Перед применением внимательно прочитайте инструкцию и соблюдайте рекомендованную дозировку. Если симптомы сохраняются дольше трёх дней или усиливаются, обратитесь к врачу. За очной консультацией приходите в любую нашу аптеку. Ваш фармацевт',
);
const ABOUT = l(' o proizvodu „{name}”', ' about "{name}"', ' о товаре «{name}»');

const productName = (q: StoredQuestion, lang: Lang): string | null =>
  q.productId === null ? null : (getDataset().productById.get(q.productId)?.name[lang] ?? null);

/** What a question is by `now`: waiting until its answer time, answered from then on. */
export function questionDto(q: StoredQuestion, lang: Lang, now: number): QuestionDto {
  const answered = q.answerAt <= now;
  const name = productName(q, lang);
  return {
    id: q.id,
    number: questionNumber(q.id),
    question: q.question,
    status: answered ? 'answered' : 'waiting',
    created_at: new Date(q.createdAt).toISOString(),
    product_id: q.productId,
    product_name: name,
    channel: q.channel,
    contact: q.channel === 'phone' ? displayPhone(q.contact) : q.contact,
    answer: answered ? ANSWER[lang].replace('{product}', name ? ABOUT[lang].replace('{name}', name) : '') : null,
    answered_at: answered ? new Date(q.answerAt).toISOString() : null,
  };
}

/**
 * QA: the pharmacist answers now. `spec` names questions by id, number (`Q-300001`) or `last`
 * (the newest), comma-separated. Returns the numbers answered; an unknown one throws.
 */
export function answerQuestions(spec: string, now = Date.now()): string[] {
  const { questions } = db();
  const answered: string[] = [];
  for (const which of spec.split(',').map((part) => part.trim())) {
    if (which === '') continue;
    const question =
      which === 'last'
        ? questions.reduce<StoredQuestion | undefined>(
            (newest, q) => (!newest || q.id > newest.id ? q : newest),
            undefined,
          )
        : questions.find((q) => String(q.id) === which || questionNumber(q.id) === which);
    if (!question) throw new Error(`Mock question: no question "${which}"`);
    if (question.answerAt > now) question.answerAt = now;
    answered.push(questionNumber(question.id));
  }
  saveDb();
  return answered;
}
