import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import styles from './Logo.module.css';

export const Logo = () => {
  const intl = useIntl();
  return (
    <Link to={paths.home} className={styles.logo} aria-label={intl.formatMessage({ id: 'brand.homeLabel' })}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="9" fill="var(--color-primary)" />
        <path d="M13.5 7h7v6.5H27v7h-6.5V27h-7v-6.5H7v-7h6.5z" fill="#fff" />
      </svg>
      <span className={styles.word}>
        Apoteka <strong>Vita</strong>
      </span>
    </Link>
  );
};
