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
    pending = LOADERS[name][locale]().then((module) => module.document);
    // A failed chunk (flaky network) is tried again on the next visit, not cached as failed.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
};
