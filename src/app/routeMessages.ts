import { importPageMessages, type Locale, type Messages } from '@/shared/i18n';

/**
 * A page's own messages, one chunk per page and language, loaded by its route's `lazy` beside
 * the page's code (docs/performance.md, "Messages per route"). `i18n/<page chunk>/<locale>.json`
 * does not exist as a file: webpack maps it to `i18n/<locale>.json?route=<page chunk>`
 * (PageMessagesContextPlugin, scripts/message-parts.ts), and the build keeps there the ids the
 * page's code names that the shell's messages lack (RouteMessagesPlugin, same file). The map
 * from page to chunk is in each language's shell chunk (src/shared/i18n/parts), not here.
 */
export const importRouteMessages = (chunk: string, locale: Locale): Promise<{ default: Messages }> =>
  importPageMessages(locale, chunk);

/** The prerender's name for a page's messages chunk (ChunkManifestPlugin), to preload it. */
export const routeMessagesChunk = (chunk: string, locale: Locale): string => `i18n-${chunk}-${locale}`;
