import { addPartMessages } from '@/shared/i18n';

const PART = 'search-suggestions-part';

/** The suggestions' code and its messages in the visitor's language, together (SearchSuggestions). */
export const loadSearchSuggestions = async () =>
  (
    await Promise.all([
      import(/* webpackChunkName: "search-suggestions-part" */ './SearchSuggestions'),
      addPartMessages(PART),
    ])
  )[0];
