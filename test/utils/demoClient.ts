import { db } from '@mocks/db';
import { removeCookie, writeCookie } from '@/shared/storage';

/**
 * Call at the top of a test file whose tests sign the mock's demo client (Milica, 641234567) in: returns
 * the sign-in, done the way the app sees it (a token the mock knows, in the auth cookie); the cookie
 * goes after each test.
 */
export const setupDemoSignIn = (token: string): (() => void) => {
  afterEach(() => removeCookie('auth_token'));
  return () => {
    const state = db();
    const milica = state.users.find((user) => user.phone === '641234567');
    if (!milica) throw new Error('the demo account is missing from the mock');
    state.tokens[token] = milica.id;
    writeCookie('auth_token', token);
  };
};
