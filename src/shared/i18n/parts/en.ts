import type { Messages } from '../messages';

/**
 * The shell's messages of one language and the way to its pages' messages, one chunk
 * (`i18n-en`): the map from a page to its messages' chunk is this language's only, not
 * every language's in the app chunk (docs/performance.md, "Messages per route").
 * `i18n/<page chunk>/en.json` is no file: webpack maps it to `i18n/en.json?route=<page chunk>`
 * (PageMessagesContextPlugin, scripts/message-parts.ts).
 */
export { default } from '../../../../i18n/en.json?shell';

export const importPageMessages = (chunk: string): Promise<{ default: Messages }> =>
  import(`../../../../i18n/${chunk}/en.json`) as Promise<{ default: Messages }>;
