import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { Icon, chevronRightIcon } from '@/shared/ui';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Where the page sits in the catalogue: Catalog › Cold & flu › Cough. */
export const Breadcrumbs = ({ items }: { items: Crumb[] }) => {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumbs' })} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.label}${index}`} className={styles.item}>
            {index > 0 ? <Icon path={chevronRightIcon} size={14} className={styles.separator} /> : null}
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
