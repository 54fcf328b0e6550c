import { getLocale } from '@/shared/i18n';
import type { RouteLoader } from '@/shared/lib';
import { loadDocument } from '@/features/content';

/**
 * Terms and privacy: the text of the page's language is a chunk of its own; start it with the
 * route. The navigation waits for it, like for the page's own chunk: a link to a section
 * (`/privacypolicy#cookies`) can only scroll there once the sections are on the page.
 */
export const legalDocumentLoader =
  (name: 'terms' | 'privacy'): RouteLoader =>
  () =>
  async () => {
    // A failed chunk is the page's Suspense boundary's to show, not the loader's.
    await loadDocument(name, getLocale()).catch(() => undefined);
    return null;
  };
