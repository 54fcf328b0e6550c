import { baseApi, QuestionSchema, QuestionsSchema, type QuestionDto } from '@/shared/api';
import { selectSessionsEnded, type LifecycleRoot } from '@/shared/lifecycle';
import { announceAnswered, sawQuestions } from '../model/answeredNotice';

export type Question = QuestionDto;

export interface AskArgs {
  product_id?: number;
  question: string;
  channel: 'phone' | 'email';
  contact: string;
  idempotency_key: string;
}

const sessionsEnded = (getState: () => unknown): number => selectSessionsEnded(getState() as LifecycleRoot);

/**
 * docs/api.md, "Ask a pharmacist". The "answered" notice is the endpoints' own lifecycle, in
 * the store, with this feature's code (loaded with the ask and "My questions" pages), so no
 * page's first load carries it (docs/decisions.md, "Ask a pharmacist").
 */
export const questionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    askQuestion: build.mutation<Question, AskArgs>({
      query: (params) => ({ url: '/questions', method: 'POST', params }),
      rawResponseSchema: QuestionSchema,
      invalidatesTags: (result) => (result ? ['Questions'] : []),
      async onQueryStarted(_args, { getState, queryFulfilled }) {
        const asked = await queryFulfilled.catch(() => null);
        if (asked) sawQuestions([asked.data], sessionsEnded(getState));
      },
    }),
    getQuestions: build.query<Question[], void>({
      query: () => ({ url: '/questions', params: {} }),
      rawResponseSchema: QuestionsSchema,
      transformResponse: (answer: { list: Question[] }) => answer.list,
      providesTags: ['Questions'],
      async onQueryStarted(_args, { getState, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) await announceAnswered(answered.data, sessionsEnded(getState));
      },
    }),
  }),
});

export const { useAskQuestionMutation, useGetQuestionsQuery } = questionsApi;
