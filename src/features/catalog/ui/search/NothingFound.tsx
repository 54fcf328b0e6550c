import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass } from '@/shared/ui';
import { useGetCategoriesQuery } from '../../api/productsApi';
import { popularCategories } from '../../lib/categoryTree';
import { CategoryChips } from '../category/CategoryChips';
import styles from './NothingFound.module.css';

/**
 * 'Sorry, nothing found' with a way on: spelling hints (or the search's own `hint`), popular
 * categories, the catalogue.
 */
export const NothingFound = ({ hint }: { hint?: string }) => {
  const intl = useIntl();
  const { data: categories } = useGetCategoriesQuery();
  return (
    <div className={styles.box}>
      <h2 className={styles.title}>{intl.formatMessage({ id: 'common.nothingFound' })}</h2>
      <p className={styles.hint}>{hint ?? intl.formatMessage({ id: 'catalog.search.hint' })}</p>
      {categories && categories.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage({ id: 'catalog.search.popular' })}</h3>
          <CategoryChips
            categories={popularCategories(categories, 6)}
            label={intl.formatMessage({ id: 'catalog.search.popular' })}
            desktop
            wrap
          />
        </>
      ) : null}
      <Link to={paths.catalog} className={buttonClass('primary')}>
        {intl.formatMessage({ id: 'catalog.toCatalog' })}
      </Link>
    </div>
  );
};
