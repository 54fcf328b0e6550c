import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import styles from './AuthForms.module.css';

/**
 * docs/behaviour.md §9: the consent line with links to both documents. They open in a new tab so
 * whatever was typed in the dialog stays.
 */
export const ConsentNote = () => {
  const newTab = (to: string) => (chunks: ReactNode[]) => (
    <Link to={to} target="_blank" rel="noopener">
      {chunks}
      <span className="visually-hidden">
        {' '}
        <FormattedMessage id="auth.opensInNewTab" />
      </span>
    </Link>
  );
  return (
    <p className={styles.consent}>
      <FormattedMessage id="auth.consent" values={{ privacy: newTab(paths.privacy), terms: newTab(paths.terms) }} />
    </p>
  );
};
