import type { EmptyDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { db } from '../db';
import { fail } from '../lib/errors';
import { bool, obj, str } from '../lib/shape';
import { isValidEmail } from '../services/phone';

export const subscribeHandlers = [
  endpoint('put', '/subscribe', obj({ email: str, is_deleted: bool }), ({ data, now }): EmptyDto => {
    if (!isValidEmail(data.email)) throw fail(400, 'emailInvalid');
    const state = db();
    const email = data.email.trim().toLowerCase();
    state.subscriptions = state.subscriptions.filter((s) => s.email !== email);
    state.subscriptions.push({ email, is_deleted: data.is_deleted, at: now });
    return {};
  }),
];
