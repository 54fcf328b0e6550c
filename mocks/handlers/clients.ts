import type { EmptyDto, ProfileDto, ProfileEditDto } from '@/shared/api/answers';
import { authEndpoint } from '../endpoint';
import { db } from '../db';
import { fail } from '../lib/errors';
import { obj, str } from '../lib/shape';
import { displayPhone, isValidEmail } from '../services/phone';
import { empty } from './util';

export const clientsHandlers = [
  authEndpoint('get', '/clients', empty, ({ user }): ProfileDto => ({
    phone: displayPhone(user.phone),
    email: user.email,
    name: user.name,
  })),

  authEndpoint('post', '/clients/delete', obj({ device_token: str, reason: str }), ({ user }): EmptyDto => {
    const state = db();
    state.users = state.users.filter((u) => u.id !== user.id);
    for (const [token, id] of Object.entries(state.tokens)) if (id === user.id) delete state.tokens[token];
    state.orders = state.orders.filter((o) => o.userId !== user.id);
    state.alerts = state.alerts.filter((a) => a.userId !== user.id);
    state.therapies = state.therapies.filter((t) => t.userId !== user.id);
    state.recoveryTokens = state.recoveryTokens.filter((t) => t.userId !== user.id);
    return {};
  }),

  authEndpoint('put', '/clients/email', obj({ email: str }), ({ data, user }): ProfileEditDto => {
    if (!isValidEmail(data.email)) throw fail(400, 'emailInvalid');
    user.email = data.email.trim();
    return { email: user.email };
  }),

  authEndpoint('put', '/clients/name', obj({ name: str }), ({ data, user }): ProfileEditDto => {
    if (!data.name.trim()) throw fail(400, 'nameRequired');
    user.name = data.name.trim();
    return { name: user.name };
  }),

  authEndpoint('put', '/clients/password', obj({ password: str, new_password: str }), ({ data, user }): EmptyDto => {
    if (user.password !== data.password) throw fail(400, 'wrongPassword');
    if (!data.new_password) throw fail(400, 'passwordRequired');
    user.password = data.new_password;
    return {};
  }),
];
