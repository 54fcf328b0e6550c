import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { accountApi } from './accountApi';

describe('account answers checked against their schemas', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'a password change answered with text': {
      method: 'put',
      path: '/clients/password',
      answer: 'ok',
      send: (store) =>
        store.dispatch(accountApi.endpoints.changePassword.initiate({ password: 'a', new_password: 'b' })),
    },
    'a deleted profile answered with a flag': {
      method: 'post',
      path: '/clients/delete',
      answer: true,
      send: (store) =>
        store.dispatch(
          accountApi.endpoints.deleteProfile.initiate({ device_token: 'DEV', reason: '', password: 'demo1234' }),
        ),
    },
  });
});
