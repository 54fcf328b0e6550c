import type { CodeSentDto, EmptyDto, ProfileDto, ProfileEditDto } from '@/shared/api/answers';
import { authEndpoint } from '../endpoint';
import { db, type DbUser } from '../db';
import { fail } from '../lib/errors';
import { obj, opt, str } from '../lib/shape';
import { confirmCode, liveSession, MAX_ATTEMPTS, NEXT_TRY_SECONDS, openSession, revokeAuthTokens } from './auth';
import { displayPhone, isValidEmail } from '../services/phone';
import { empty } from './util';

/** What a sensitive change carries to prove it is the client (docs/api.md, "Sensitive changes"). */
const proof = { password: opt(str), code: opt(str), session: opt(str) };

/**
 * The current password, or the code of a `/clients/verify` SMS with its session. A wrong one is
 * 403 (not 400), so the form can put it on its own field; a missing one is 403 too.
 */
function reauthenticate(user: DbUser, data: { password?: string; code?: string; session?: string }, now: number) {
  if (data.password !== undefined && data.password !== '') {
    if (data.password !== user.password) throw fail(403, 'wrongPassword');
    return;
  }
  if (data.code !== undefined && data.session !== undefined) {
    const state = db();
    const session = liveSession(state, data.session, 'reauth', now);
    if (session.phone !== user.phone) throw fail(400, 'sessionExpired');
    try {
      confirmCode(state, session, data.code);
    } catch (error) {
      if (session.attempts < MAX_ATTEMPTS) throw fail(403, 'wrongCode');
      throw error;
    }
    return;
  }
  throw fail(403, 'reauthRequired');
}

export const clientsHandlers = [
  authEndpoint('put', '/clients/verify', empty, ({ user, now }): CodeSentDto => {
    const session = openSession(db(), 'reauth', user.phone, now);
    return { session: session.id, next_try: NEXT_TRY_SECONDS };
  }),

  authEndpoint('get', '/clients', empty, ({ user }): ProfileDto => ({
    phone: displayPhone(user.phone),
    email: user.email,
    name: user.name,
  })),

  authEndpoint(
    'post',
    '/clients/delete',
    obj({ device_token: str, reason: str, ...proof }),
    ({ data, user, now }): EmptyDto => {
      reauthenticate(user, data, now);
      const state = db();
      state.users = state.users.filter((u) => u.id !== user.id);
      revokeAuthTokens(state, user);
      state.orders = state.orders.filter((o) => o.userId !== user.id);
      state.alerts = state.alerts.filter((a) => a.userId !== user.id);
      state.therapies = state.therapies.filter((t) => t.userId !== user.id);
      state.loyaltyCards = state.loyaltyCards.filter((c) => c.userId !== user.id);
      state.questions = state.questions.filter((q) => q.userId !== user.id);
      state.recoveryTokens = state.recoveryTokens.filter((t) => t.userId !== user.id);
      return {};
    },
  ),

  authEndpoint('put', '/clients/email', obj({ email: str, ...proof }), ({ data, user, now }): ProfileEditDto => {
    if (!isValidEmail(data.email)) throw fail(400, 'emailInvalid');
    reauthenticate(user, data, now);
    user.email = data.email.trim();
    return { email: user.email };
  }),

  authEndpoint('put', '/clients/name', obj({ name: str }), ({ data, user }): ProfileEditDto => {
    if (!data.name.trim()) throw fail(400, 'nameRequired');
    user.name = data.name.trim();
    return { name: user.name };
  }),

  authEndpoint(
    'put',
    '/clients/password',
    obj({ new_password: str, ...proof }),
    ({ data, user, authToken, now }): EmptyDto => {
      if (!data.new_password) throw fail(400, 'passwordRequired');
      reauthenticate(user, data, now);
      user.password = data.new_password;
      // Every other session ends; the one that made the change goes on with its token.
      revokeAuthTokens(db(), user, authToken);
      return {};
    },
  ),
];
