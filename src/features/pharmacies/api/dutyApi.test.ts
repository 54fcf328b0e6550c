import { itLeavesOutBrokenEntries, itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import type { DutyShift } from '../model/types';
import { dutyApi } from './dutyApi';

const server = setupMockBackend();
const getDuty = dutyApi.endpoints.getDuty;

describe('night duty answers checked against their schema', () => {
  itRefusesBrokenAnswers(server, {
    'a duty list that is no list': {
      method: 'get',
      path: '/pharmacies/duty',
      answer: { list: { pharmacy_id: 101 } },
      send: (store) => store.dispatch(getDuty.initiate({ city_id: 1 })),
    },
  });

  // An entry without its times, and one whose time is no instant: neither can say when the
  // pharmacy is open, so only the third is read.
  itLeavesOutBrokenEntries(server, {
    'a duty list with an entry without times and one with an unreadable time': {
      method: 'get',
      path: '/pharmacies/duty',
      answer: {
        list: [
          { pharmacy_id: 101, night: '2026-11-26' },
          { pharmacy_id: 102, night: '2026-11-26', from: 'tonight', to: '2026-11-27T07:00:00.000Z' },
          { pharmacy_id: 103, night: '2026-11-26', from: '2026-11-26T19:00:00.000Z', to: '2026-11-27T07:00:00.000Z' },
        ],
      },
      send: (store) => store.dispatch(getDuty.initiate({ city_id: 1 })),
      count: (data) => (data as DutyShift[]).length,
      expected: 1,
    },
  });
});
