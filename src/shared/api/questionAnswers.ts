import * as v from 'valibot';
import { detail } from './tolerant';
import { listOf, num, optText, str } from './answerParts';

/**
 * The answers only the questions' pages read (issue 26, part 4): not in the first load
 * (answers.ts exports them with every other answer of docs/api.md; docs/lifecycle.md, "Features
 * added later").
 */

/**
 * docs/api.md, "Ask a pharmacist": POST /questions, and each entry of GET /questions. Required
 * is what the list cannot do without (which question, and whether it is answered); without the
 * rest a question is shown without its product, contact or answer text ("the answer went to
 * your contact").
 */
export const QuestionSchema = v.object({
  id: num,
  number: str,
  question: str,
  status: v.picklist(['waiting', 'answered']),
  created_at: str,
  product_id: detail('question.product_id', v.nullable(num), null),
  product_name: detail('question.product_name', v.nullable(str), null),
  channel: detail('question.channel', v.nullable(v.picklist(['email', 'phone'])), null),
  contact: optText('question.contact'),
  answer: detail('question.answer', v.nullable(str), null),
  answered_at: detail('question.answered_at', v.nullable(str), null),
});
export type QuestionDto = v.InferOutput<typeof QuestionSchema>;

/** GET /questions */
export const QuestionsSchema = listOf('questions.list', QuestionSchema);
export type QuestionsDto = v.InferOutput<typeof QuestionsSchema>;
