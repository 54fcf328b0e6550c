import type MagicString from 'magic-string';

/** See message-ids-loader.mjs. */
export function rewriteMessageIds(source: string, ids: Readonly<Record<string, string>>): MagicString | null;
