import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { articlesApi } from './articlesApi';
import { subscribeApi } from './subscribeApi';

describe('article and newsletter answers checked against their schemas', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'an article list that is no list': {
      method: 'get',
      path: '/articles',
      answer: { articles: [{ slug: 'prehlada', title: 'Prehlada', published_at: '2026-11-01', reading_minutes: 3 }] },
      send: (store) => store.dispatch(articlesApi.endpoints.getArticles.initiate()),
    },
    'an article without its title': {
      method: 'get',
      path: '/articles/detail',
      answer: { slug: 'prehlada', body: ['Odmor i topli napici.'] },
      send: (store) => store.dispatch(articlesApi.endpoints.getArticle.initiate({ slug: 'prehlada' })),
    },
    'a subscription answered with text': {
      method: 'put',
      path: '/subscribe',
      answer: 'ok',
      send: (store) => store.dispatch(subscribeApi.endpoints.subscribe.initiate({ email: 'ana@example.rs' })),
    },
  });
});
