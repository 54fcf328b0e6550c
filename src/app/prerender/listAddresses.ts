import { DEFAULT_LOCALE, setLocale } from '@/shared/i18n';
import { makeStore } from '../store';
import { NO_VISITOR_STATE } from '../visitorState';
import { listPublicPaths } from './addresses';

/** Lists the addresses with the API at `fetchBase` (in the default language: ids do not depend on it). */
export const listAddresses = async (fetchBase: string): Promise<string[]> => {
  setLocale(DEFAULT_LOCALE);
  const store = makeStore(NO_VISITOR_STATE, { recordAnswer: () => undefined, fetchBase });
  return listPublicPaths(store);
};
