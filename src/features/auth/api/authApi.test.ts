import { itRefusesBrokenAnswers } from '@/testing/brokenAnswers';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { authApi } from './authApi';

const confirmation = { code: '1234', session: 'S1', device_token: 'DEV' };

describe('auth answers checked against their schemas', () => {
  itRefusesBrokenAnswers(setupMockBackend(), {
    'a sign-in with an empty token': {
      method: 'put',
      path: '/auth/phone',
      answer: { auth_token: '' },
      send: (store) => store.dispatch(authApi.endpoints.signIn.initiate({ phone: '064 1234567', password: 'p' })),
    },
    'a registration with neither a token nor a session': {
      method: 'put',
      path: '/auth/register',
      answer: { next_try: 30 },
      send: (store) =>
        store.dispatch(
          authApi.endpoints.register.initiate({ phone: '064 1234567', password: 'p', email: 'a@b.rs', name: 'Ana' }),
        ),
    },
    'a confirmed registration without a token': {
      method: 'put',
      path: '/auth/confirm',
      answer: { token: 'aptk_1' },
      send: (store) => store.dispatch(authApi.endpoints.confirmRegistration.initiate(confirmation)),
    },
    'a recovery with a numeric session': {
      method: 'put',
      path: '/auth/recovery',
      answer: { session: 42, next_try: 30 },
      send: (store) => store.dispatch(authApi.endpoints.requestRecovery.initiate({ phone: '064 1234567' })),
    },
    'a confirmed recovery without its token': {
      method: 'put',
      path: '/auth/recovery/confirm',
      answer: {},
      send: (store) => store.dispatch(authApi.endpoints.confirmRecovery.initiate(confirmation)),
    },
    'a new password answered without a token': {
      method: 'put',
      path: '/auth/recovery/password',
      answer: { ok: true },
      send: (store) => store.dispatch(authApi.endpoints.setRecoveryPassword.initiate({ token: 'T', password: 'p' })),
    },
  });
});
