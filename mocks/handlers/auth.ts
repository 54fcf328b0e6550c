import type {
  AuthTokenDto,
  CodeSentDto,
  EmptyDto,
  NextTryDto,
  RecoveryTokenDto,
  RegisterDto,
} from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { db, randomHex, type DbState, type DbUser, type SmsSession } from '../db';
import { fail } from '../lib/errors';
import { obj, str } from '../lib/shape';
import { isValidEmail, isValidPhone, nationalNumber } from '../services/phone';

const SMS_CODE = '1234';
export const NEXT_TRY_SECONDS = 30;
const SESSION_MS = 10 * 60_000;
const RECOVERY_TOKEN_MS = 15 * 60_000;
export const MAX_ATTEMPTS = 5;

function findUserByPhone(state: DbState, phone: string): DbUser | undefined {
  const national = nationalNumber(phone);
  return state.users.find((u) => u.phone === national);
}

export function issueAuthToken(state: DbState, user: DbUser): string {
  const token = `aptk_${randomHex(20)}`;
  state.tokens[token] = user.id;
  return token;
}

/**
 * Ends the client's sessions but `keep` (docs/api.md, "PUT /clients/password"): after a new
 * password, a phone that was shared, lost or read over a shoulder is signed out at its next call.
 */
export function revokeAuthTokens(state: DbState, user: DbUser, keep: string | null = null): void {
  for (const [token, id] of Object.entries(state.tokens))
    if (id === user.id && token !== keep) delete state.tokens[token];
}

export function openSession(
  state: DbState,
  purpose: SmsSession['purpose'],
  phone: string,
  now: number,
  registration: SmsSession['registration'] = null,
): SmsSession {
  state.sessions = state.sessions.filter((s) => s.expiresAt > now && !(s.purpose === purpose && s.phone === phone));
  const session: SmsSession = {
    id: randomHex(16),
    purpose,
    phone,
    registration,
    expiresAt: now + SESSION_MS,
    nextTryAt: now + NEXT_TRY_SECONDS * 1000,
    attempts: 0,
  };
  state.sessions.push(session);
  return session;
}

export function liveSession(state: DbState, id: string, purpose: SmsSession['purpose'], now: number): SmsSession {
  const session = state.sessions.find((s) => s.id === id && s.purpose === purpose);
  if (!session || session.expiresAt <= now || session.attempts >= MAX_ATTEMPTS) throw fail(400, 'sessionExpired');
  return session;
}

/** Checks the SMS code; a wrong one counts an attempt. Closes the session on success. */
export function confirmCode(state: DbState, session: SmsSession, code: string): void {
  if (code.trim() !== SMS_CODE) {
    session.attempts += 1;
    throw fail(400, session.attempts >= MAX_ATTEMPTS ? 'tooManyAttempts' : 'wrongCode');
  }
  state.sessions = state.sessions.filter((s) => s.id !== session.id);
}

function resend(state: DbState, id: string, purpose: SmsSession['purpose'], now: number): NextTryDto {
  const session = liveSession(state, id, purpose, now);
  const wait = Math.ceil((session.nextTryAt - now) / 1000);
  if (wait > 1) throw fail(400, 'resendTooEarly', { s: wait });
  session.nextTryAt = now + NEXT_TRY_SECONDS * 1000;
  session.expiresAt = now + SESSION_MS;
  session.attempts = 0;
  return { next_try: NEXT_TRY_SECONDS };
}

const confirmShape = obj({ code: str, session: str, device_token: str });
const sessionShape = obj({ session: str });

export const authHandlers = [
  endpoint('put', '/auth/phone', obj({ phone: str, password: str }), ({ data }): AuthTokenDto => {
    const state = db();
    const user = findUserByPhone(state, data.phone);
    if (!user || user.password !== data.password) throw fail(400, 'wrongCredentials');
    return { auth_token: issueAuthToken(state, user) };
  }),

  endpoint(
    'put',
    '/auth/register',
    obj({ phone: str, email: str, password: str, name: str }),
    ({ data, now }): RegisterDto => {
      const state = db();
      const national = nationalNumber(data.phone);
      if (!isValidPhone(national)) throw fail(400, 'phoneInvalid');
      if (!isValidEmail(data.email)) throw fail(400, 'emailInvalid');
      if (!data.name.trim()) throw fail(400, 'nameRequired');
      if (!data.password) throw fail(400, 'passwordRequired');
      if (findUserByPhone(state, national)) throw fail(400, 'phoneTaken');
      const session = openSession(state, 'register', national, now, {
        email: data.email.trim(),
        name: data.name.trim(),
        password: data.password,
      });
      return { session: session.id, next_try: NEXT_TRY_SECONDS };
    },
  ),

  endpoint('put', '/auth/confirm', confirmShape, ({ data, now }): AuthTokenDto => {
    const state = db();
    const session = liveSession(state, data.session, 'register', now);
    confirmCode(state, session, data.code);
    const reg = session.registration;
    if (!reg) throw fail(400, 'sessionExpired');
    if (findUserByPhone(state, session.phone)) throw fail(400, 'phoneTaken');
    const user: DbUser = {
      id: state.nextUserId++,
      phone: session.phone,
      email: reg.email,
      name: reg.name,
      password: reg.password,
      createdAt: now,
      favourites: [],
    };
    state.users.push(user);
    return { auth_token: issueAuthToken(state, user) };
  }),

  endpoint('put', '/auth/resend', sessionShape, ({ data, now }) => resend(db(), data.session, 'register', now)),

  endpoint('put', '/auth/logout', obj({ device_token: str }), ({ authToken }): EmptyDto => {
    if (authToken) delete db().tokens[authToken];
    return {};
  }),

  endpoint('put', '/auth/recovery', obj({ phone: str }), ({ data, now }): CodeSentDto => {
    const state = db();
    const national = nationalNumber(data.phone);
    if (!isValidPhone(national)) throw fail(400, 'phoneInvalid');
    if (!findUserByPhone(state, national)) throw fail(400, 'phoneUnknown');
    const session = openSession(state, 'recovery', national, now);
    return { session: session.id, next_try: NEXT_TRY_SECONDS };
  }),

  endpoint('put', '/auth/recovery/confirm', confirmShape, ({ data, now }): RecoveryTokenDto => {
    const state = db();
    const session = liveSession(state, data.session, 'recovery', now);
    confirmCode(state, session, data.code);
    const user = findUserByPhone(state, session.phone);
    if (!user) throw fail(400, 'phoneUnknown');
    const token = randomHex(24);
    state.recoveryTokens = state.recoveryTokens.filter((t) => t.expiresAt > now);
    state.recoveryTokens.push({ token, userId: user.id, expiresAt: now + RECOVERY_TOKEN_MS });
    return { token };
  }),

  endpoint('put', '/auth/recovery/resend', sessionShape, ({ data, now }) =>
    resend(db(), data.session, 'recovery', now),
  ),

  endpoint('put', '/auth/recovery/password', obj({ token: str, password: str }), ({ data, now }): AuthTokenDto => {
    const state = db();
    const entry = state.recoveryTokens.find((t) => t.token === data.token && t.expiresAt > now);
    const user = entry ? state.users.find((u) => u.id === entry.userId) : undefined;
    if (!entry || !user) throw fail(400, 'recoveryTokenInvalid');
    if (!data.password) throw fail(400, 'passwordRequired');
    user.password = data.password;
    state.recoveryTokens = state.recoveryTokens.filter((t) => t !== entry);
    revokeAuthTokens(state, user);
    return { auth_token: issueAuthToken(state, user) };
  }),
];
