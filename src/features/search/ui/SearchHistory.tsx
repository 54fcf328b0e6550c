import { useRef } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { Button, Icon, chevronRightIcon, clockIcon } from '@/shared/ui';
import { clearSearchHistory, rememberSearch } from '../model/searchHistory';
import { useSearchHistory } from '../model/useSearchHistory';
import styles from './SearchHistory.module.css';

/** Past searches, newest first, each a link to its results, and a way to clear them (spec 2). */
export const SearchHistory = () => {
  const terms = useSearchHistory();
  const emptyNote = useRef<HTMLParagraphElement>(null);

  const clear = () => {
    clearSearchHistory();
    // The button disappears with the list: keep keyboard focus in the panel.
    requestAnimationFrame(() => emptyNote.current?.focus());
  };

  return (
    <section className={styles.history} aria-labelledby="search-history-title">
      <div className={styles.head}>
        <h3 id="search-history-title" className={styles.title}>
          <FormattedMessage id="search.history" />
        </h3>
        {terms.length > 0 ? (
          <Button variant="link" size="sm" onClick={clear}>
            <FormattedMessage id="search.historyClear" />
          </Button>
        ) : null}
      </div>
      {terms.length > 0 ? (
        <ul className={styles.list}>
          {terms.map((term) => (
            <li key={term}>
              {/* Searching again is a search: the term moves to the front (docs/behaviour.md §13). */}
              <Link to={paths.search(term)} className={styles.term} onClick={() => rememberSearch(term)}>
                <Icon path={clockIcon} size={18} />
                <span className={styles.text}>{term}</span>
                <Icon path={chevronRightIcon} size={18} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p ref={emptyNote} tabIndex={-1} className={styles.empty}>
          <FormattedMessage id="search.historyEmpty" />
        </p>
      )}
    </section>
  );
};
