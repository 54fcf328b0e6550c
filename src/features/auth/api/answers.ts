import type { ApiError } from '@/shared/api';

/** Reading the auth answers (docs/api.md section 2); anything else is a broken answer. */
type Answer = Record<string, unknown>;

const isAnswer = (data: unknown): data is Answer => typeof data === 'object' && data !== null;

export const readString = (data: unknown, key: string): string | undefined => {
  if (!isAnswer(data)) return undefined;
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Seconds until a new SMS code may be asked for; missing or odd values mean "now". */
export const readNextTry = (data: unknown): number | undefined => {
  if (!isAnswer(data)) return undefined;
  const value = data.next_try;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.ceil(value)) : undefined;
};

export const BROKEN_ANSWER: ApiError = { status: 'PARSE_ERROR' };
