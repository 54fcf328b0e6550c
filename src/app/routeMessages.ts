import type { Locale } from '@/shared/i18n';

/**
 * The prerender's name for a page's messages chunk (ChunkManifestPlugin), to preload it. A
 * page's own messages, one chunk per page and language, come with its route's `lazy`
 * (`addPartMessages`, docs/performance.md, "Messages per route"): `i18n/<page chunk>/<locale>.json`
 * is no file, webpack maps it to `i18n/<locale>.json?route=<page chunk>`
 * (PageMessagesContextPlugin, scripts/message-parts.ts); the map from page to chunk is in each
 * language's shell chunk (src/shared/i18n/parts).
 */
export const routeMessagesChunk = (chunk: string, locale: Locale): string => `i18n-${chunk}-${locale}`;
