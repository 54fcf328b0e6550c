import { useState } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { Button, Icon } from '@/shared/ui';
import { clearSearchHistory, readSearchHistory } from '../model/searchHistory';
import styles from './SearchHistory.module.css';

/** Past searches, newest first, each a link to its results, with a way to clear them. */
export const SearchHistory = () => {
  const [terms, setTerms] = useState(readSearchHistory);
  if (terms.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="search-history-title">
      <div className={styles.head}>
        <h3 id="search-history-title" className={styles.title}>
          <FormattedMessage id="search.history" />
        </h3>
        <Button
          variant="link"
          onClick={() => {
            clearSearchHistory();
            setTerms([]);
          }}
        >
          <FormattedMessage id="search.historyClear" />
        </Button>
      </div>
      <ul className={styles.list}>
        {terms.map((term) => (
          <li key={term}>
            <Link to={paths.search(term)} className={styles.term}>
              <Icon name="clock" size={18} />
              <span>{term}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
