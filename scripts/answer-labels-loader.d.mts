import type MagicString from 'magic-string';

/** See answer-labels-loader.mjs. */
export const LABELLED: readonly string[];
export function dropAnswerLabels(source: string): MagicString | null;
