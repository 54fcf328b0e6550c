import type { Locale } from '@/shared/i18n';
import type { ContentDocument, DocumentName } from './document';

type Loader = () => Promise<{ document: ContentDocument }>;

/** One chunk per text and language: a visitor downloads only what they read. */
const LOADERS: Record<DocumentName, Record<Locale, Loader>> = {
  terms: {
    sr: () => import(/* webpackChunkName: "doc-terms-sr" */ '../documents/terms.sr'),
    en: () => import(/* webpackChunkName: "doc-terms-en" */ '../documents/terms.en'),
    ru: () => import(/* webpackChunkName: "doc-terms-ru" */ '../documents/terms.ru'),
  },
  privacy: {
    sr: () => import(/* webpackChunkName: "doc-privacy-sr" */ '../documents/privacy.sr'),
    en: () => import(/* webpackChunkName: "doc-privacy-en" */ '../documents/privacy.en'),
    ru: () => import(/* webpackChunkName: "doc-privacy-ru" */ '../documents/privacy.ru'),
  },
};

const cache = new Map<string, Promise<ContentDocument>>();

/** The same promise for the same text, as React's `use()` needs. */
export const loadDocument = (name: DocumentName, locale: Locale): Promise<ContentDocument> => {
  const key = `${name}:${locale}`;
  let pending = cache.get(key);
  if (!pending) {
    const loading = LOADERS[name][locale]().then((module) => module.document);
    // Marked as React marks a promise it has read: once the text is here, `use()` returns it
    // in the same render instead of suspending once more. The page then holds its sections
    // when the router scrolls to `#cookies` (docs/decisions.md, "Scrolling").
    void loading.then((document) => Object.assign(loading, { status: 'fulfilled', value: document }));
    pending = loading;
    // A failed chunk (flaky network) is tried again on the next visit, not cached as failed.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
};
