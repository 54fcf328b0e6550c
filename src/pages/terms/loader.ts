import { getLocale } from '@/shared/i18n';
import type { RouteLoader } from '@/shared/lib';
import { loadDocument } from '@/features/content';

/** Terms and privacy: the text of the page's language is a chunk of its own; start it with the route. */
export const legalDocumentLoader = (name: 'terms' | 'privacy'): RouteLoader => (env) => async () => {
  const text = loadDocument(name, getLocale());
  if (env.awaitData()) await text;
  return null;
};
