import { FormattedMessage } from 'react-intl';
import { TOAST_LONG_MS } from '@/shared/config';
import { showToast } from '@/shared/ui';

/**
 * The header search's code that only a visitor typing in it needs, with its messages (the part
 * `search-suggestions-part`): the list of suggestions, the count read out with it, and the
 * refusal of a too-short query. HeaderSearch asks for it when the visitor turns to the field
 * (docs/decisions.md, "Shell code the first visit does not run").
 */
export { SuggestionList } from './SuggestionList';

/** Read out by the field's live region while the list is open. */
export const SuggestionsCount = ({ count }: { count: number }) => (
  <FormattedMessage id="search.suggestionsCount" values={{ count }} />
);

export const tooShortToast = () =>
  showToast({ tone: 'error', messageId: 'search.tooShort', durationMs: TOAST_LONG_MS });
