import type { InputHTMLAttributes } from 'react';
import type { Location } from 'react-router';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { paths } from '@/shared/config';
import { Icon } from '@/shared/ui';
import styles from './HeaderSearch.module.css';

/** On the results page the box shows what was searched; elsewhere it starts empty. */
export const queryShownAt = (location: Location): string =>
  location.pathname === paths.search() ? (new URLSearchParams(location.search).get('q') ?? '') : '';

/** What the visitor did with the header's field before its code came: the code starts from it. */
export interface SearchHandover {
  text: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
  /** Enter or "Go" was pressed: the code searches for `text` once it is in. */
  submit: boolean;
}

/**
 * The field's attributes, the same before its code comes (HeaderSearch) and after
 * (SearchCombobox), so that it means the same to the browser and to assistive technology (the
 * role and its states are written where it is, for the accessibility lint to see). A
 * text input, as in the APG's combobox examples: HTML allows role=combobox (and so
 * aria-expanded) on type=text but not on type=search; inputMode and enterKeyHint still give
 * phones their search keyboard (docs/decisions.md, "Valid markup").
 */
export const searchFieldAttributes = (intl: IntlShape, id: string) =>
  ({
    id,
    name: 'q',
    className: styles.input,
    type: 'text',
    inputMode: 'search',
    placeholder: intl.formatMessage({ id: 'search.placeholder' }),
    autoComplete: 'off',
    autoCorrect: 'off',
    spellCheck: false,
    enterKeyHint: 'search',
    maxLength: 120,
  }) satisfies InputHTMLAttributes<HTMLInputElement>;

/** The field's label (for screen readers) and its magnifier. */
export const SearchFieldLabel = ({ inputId }: { inputId: string }) => (
  <>
    <label className="visually-hidden" htmlFor={inputId}>
      <FormattedMessage id="search.label" />
    </label>
    <Icon name="search" className={styles.icon} size={20} />
  </>
);
