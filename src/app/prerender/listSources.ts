import { baseApi } from '@/shared/api';
import { DEFAULT_LOCALE, setLocale } from '@/shared/i18n';
import type { SitemapSources } from '../seo';
import { makeStore } from '../store';
import { NO_VISITOR_STATE } from '../visitorState';
import { readSitemapSources } from './addresses';

/** Reads the address sources from the API at `fetchBase` (in the default language: ids do not depend on it). */
export const listSources = async (fetchBase: string): Promise<SitemapSources> => {
  setLocale(DEFAULT_LOCALE);
  const store = makeStore(NO_VISITOR_STATE, { recordAnswer: () => undefined, fetchBase });
  try {
    return await readSitemapSources(store);
  } finally {
    store.dispatch(baseApi.util.resetApiState());
  }
};
