import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { suggestionsApi } from './suggestionsApi';

describe('suggestion answers checked against their schema', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'suggestions given as one text': {
      method: 'get',
      path: '/search/suggestions',
      answer: { list: 'Brufen 400 mg' },
      send: (store) =>
        store.dispatch(suggestionsApi.endpoints.getSuggestions.initiate({ count: 4, query: 'bru', city_id: 1 })),
    },
  });
});
