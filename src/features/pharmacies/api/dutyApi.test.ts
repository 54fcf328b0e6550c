import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { dutyApi } from './dutyApi';

const server = setupMockBackend();

describe('night duty answers checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'a duty list that is no list': {
      method: 'get',
      path: '/pharmacies/duty',
      answer: { list: { pharmacy_id: 101 } },
      send: (store) => store.dispatch(dutyApi.endpoints.getDuty.initiate({ city_id: 1 })),
    },
  });

  it('leaves out an entry without a readable time and keeps the others, as instants', async () => {
    server.use(
      http.get('*/site/v1/pharmacies/duty', () =>
        HttpResponse.json({
          list: [
            { pharmacy_id: 101, night: '2026-11-26', from: 'tonight', to: '2026-11-27T07:00:00.000Z' },
            { pharmacy_id: 102, night: '2026-11-26', from: '2026-11-26T19:00:00.000Z', to: '2026-11-27T07:00:00.000Z' },
            { pharmacy_id: 103, night: '2026-11-26' },
          ],
        }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(dutyApi.endpoints.getDuty.initiate({ city_id: 1 }));
    expect(result.data).toEqual([
      {
        pharmacyId: 102,
        night: '2026-11-26',
        from: Date.parse('2026-11-26T19:00:00Z'),
        to: Date.parse('2026-11-27T07:00:00Z'),
      },
    ]);
  });
});
