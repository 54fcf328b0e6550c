import { act, screen, waitFor, within } from '@testing-library/react';
import { getDataset } from '@mocks/data/dataset';
import { answerQuestions } from '@mocks/services/questions';
import { call } from '@mocks/tests/helpers';
import type { QuestionDto } from '@/shared/api';
import { sessionEnded } from '@/shared/lifecycle';
import { itLeavesOutBrokenEntries, itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
import { setupDemoSignIn } from '@/testing/demoClient';
import { setupFakeNotifications } from '@/testing/notifications';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { questionsApi } from '../api/questionsApi';
import { QuestionsList } from './QuestionsList';

const server = setupMockBackend();
jest.setTimeout(30_000);

const PRODUCT = 1001;
const productName = getDataset().productById.get(PRODUCT)?.name.en ?? 'missing product';
const TOKEN = 'questions-list-test-token';
const signInDemo = setupDemoSignIn(TOKEN);
const { shown } = setupFakeNotifications('granted');

const TEXT = 'Can I take it together with ibuprofen?';
const askAsDemo = async (question = TEXT): Promise<QuestionDto> =>
  (
    await call<QuestionDto>(
      'POST',
      '/questions',
      { product_id: PRODUCT, question, channel: 'phone', contact: '0641234567' },
      { auth: TOKEN, lang: 'eng' },
    )
  ).body;

describe('my questions', () => {
  it('lists the questions with their status, and the answer once the pharmacist has answered; tells once, neutrally', async () => {
    signInDemo();
    const first = await askAsDemo('Is it safe for a child of six?');
    await askAsDemo();
    const { store } = renderWithProviders(<QuestionsList />, { path: '/lk/questions' });
    /** What the page's next request (a poll, or the page opened again) does. */
    const askAgain = () =>
      act(async () => {
        await store.dispatch(questionsApi.endpoints.getQuestions.initiate(undefined, { forceRefetch: true }));
      });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      `Question ${first.number.replace(/\d+$/, (n) => String(Number(n) + 1))}`,
      `Question ${first.number}`,
    ]);
    expect(cards[0]).toHaveTextContent('Waiting');
    expect(cards[0]).toHaveTextContent(TEXT);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: productName })).toHaveAttribute(
      'href',
      `/detail/${PRODUCT}`,
    );
    expect(cards[0]).toHaveTextContent(
      "Waiting for the pharmacist's answer. We will also send it to +381 64 123 4567.",
    );
    expect(screen.getByText(/Notifications are on/)).toBeInTheDocument();
    expect(shown).toEqual([]);

    // The pharmacist answers (the mock's QA move); the page's next request finds it.
    answerQuestions('last');
    await askAgain();
    const answered = await screen.findByRole('region', { name: /^The pharmacist's answer/ });
    expect(answered).toHaveTextContent(`thank you for your question about "${productName}"`);
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByText('Answered')).toBeInTheDocument();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toEqual({
      title: 'Your pharmacist has answered',
      options: {
        body: 'The answer is under “My questions”.',
        tag: expect.stringMatching(/^question-\d+$/) as unknown,
        data: { url: `${window.location.origin}/en/lk/questions` },
      },
    });
    // Asked again: no second notice for the same answer.
    await askAgain();
    expect(shown).toHaveLength(1);

    // A session ends (a shared phone): the next answer of a question seen before it is not told.
    act(() => {
      store.dispatch(sessionEnded({ where: 'here' }));
    });
    answerQuestions(first.number);
    await askAgain();
    // The answer did arrive (the session's token is still there); it is simply not told.
    const { data } = questionsApi.endpoints.getQuestions.select()(store.getState());
    expect(data?.map((question) => question.status)).toEqual(['answered', 'answered']);
    expect(shown).toHaveLength(1);
  });

  it('says so when there is no question yet, with the way to ask one', async () => {
    signInDemo();
    renderWithProviders(<QuestionsList />, { path: '/lk/questions' });
    expect(await screen.findByText('You have not asked a pharmacist anything yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a pharmacist' })).toHaveAttribute('href', '/ask');
  });
});

describe('questions checked against their schema', () => {
  const question = { id: 1, number: 'Q-300001', question: TEXT, status: 'waiting', created_at: '2026-11-26T09:00:00Z' };
  const list = (store: Parameters<Parameters<typeof itRefusesBrokenAnswers>[1][string]['send']>[0]) =>
    store.dispatch(questionsApi.endpoints.getQuestions.initiate());
  itRefusesBrokenAnswers(server, {
    'a question asked without its status': {
      method: 'post',
      path: '/questions',
      answer: { ...question, status: undefined },
      send: (store) =>
        store.dispatch(
          questionsApi.endpoints.askQuestion.initiate({
            question: TEXT,
            channel: 'phone',
            contact: '+381 64 123 4567',
            idempotency_key: 'broken-answer-01',
          }),
        ),
    },
    'questions that are no list': { method: 'get', path: '/questions', answer: { list: question }, send: list },
  });
  itLeavesOutBrokenEntries(server, {
    'questions with one of an unknown status': {
      method: 'get',
      path: '/questions',
      answer: {
        list: [
          { ...question, status: 'lost' },
          { ...question, id: 2 },
        ],
      },
      send: list,
      count: (data) => (data as unknown[]).length,
      expected: 1,
    },
  });
});
