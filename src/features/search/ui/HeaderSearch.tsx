import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths, TOAST_LONG_MS } from '@/shared/config';
import { Icon, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { checkSearchQuery } from '../model/searchRules';
import { rememberSearch } from '../model/searchHistory';
import styles from './HeaderSearch.module.css';

/** The header search box: 'Search in pharmacies', button 'Go' (spec section 2). */
export const HeaderSearch = ({ autoFocus = false }: { autoFocus?: boolean }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSearchQuery(text);
    if (check.kind === 'blank') return;
    if (check.kind === 'tooShort') {
      dispatch(showToast({ tone: 'error', messageId: 'search.tooShort', durationMs: TOAST_LONG_MS }));
      return;
    }
    rememberSearch(check.query);
    navigate(paths.search(check.query));
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label className="visually-hidden" htmlFor="header-search">
        <FormattedMessage id="search.label" />
      </label>
      <Icon name="search" className={styles.icon} size={20} />
      <input
        id="header-search"
        className={styles.input}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
      <button type="submit" className={styles.go}>
        <FormattedMessage id="search.go" />
      </button>
    </form>
  );
};
