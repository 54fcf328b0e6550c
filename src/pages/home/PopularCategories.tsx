import { shownAnswer } from '@/shared/api';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState, Icon, chevronRightIcon } from '@/shared/ui';
import { popularCategories, useGetCategoriesQuery } from '@/features/catalog';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';
import styles from './PopularCategories.module.css';

const SHOWN = 8;

/** The top-level categories with the most products. */
export const PopularCategories = () => {
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const {
    data: categories,
    isError,
    isLoading,
    refetch,
  } = useGetCategoriesQuery(undefined, {
    selectFromResult: shownAnswer,
  });
  const shown = categories ? popularCategories(categories, SHOWN) : [];
  if (!isError && !isLoading && shown.length === 0) return null;
  return (
    <HomeSection
      id="home-categories"
      title={<FormattedMessage id="home.categories" />}
      more={{ to: paths.catalog, label: <FormattedMessage id="home.allCategories" /> }}
    >
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isLoading ? (
        <SkeletonCards count={4} height={76} />
      ) : (
        <ul className={styles.list}>
          {shown.map((category) => (
            <li key={category.slug}>
              <Link to={paths.category(category.slug)} className={styles.tile}>
                <span className={styles.name}>{category.name}</span>
                {category.productsCount !== null ? (
                  <span className={styles.count}>
                    <FormattedMessage id="home.productsCount" values={{ count: category.productsCount }} />
                  </span>
                ) : null}
                <Icon path={chevronRightIcon} size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
};
