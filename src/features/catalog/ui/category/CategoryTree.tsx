import { NavLink } from 'react-router';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import type { Category } from '../../model/types';
import { childCategories, rootOf, topCategories } from '../../lib/categoryTree';
import styles from './CategoryTree.module.css';

/** The category menu of the desktop sidebar: every top-level category, the current branch open. */
export const CategoryTree = ({ categories, currentSlug }: { categories: Category[]; currentSlug?: string }) => {
  const intl = useIntl();
  const openRoot = currentSlug ? rootOf(categories, currentSlug)?.slug : undefined;
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.categories.label' })}>
      <h2 className={styles.title}>{intl.formatMessage({ id: 'catalog.categories.title' })}</h2>
      <ul className={styles.list}>
        {topCategories(categories).map((top) => (
          <li key={top.slug}>
            <NavLink to={paths.category(top.slug)} className={styles.link} end>
              {top.name}
            </NavLink>
            {top.slug === openRoot ? (
              <ul className={styles.children}>
                {childCategories(categories, top.slug).map((child) => (
                  <li key={child.slug}>
                    <NavLink to={paths.category(child.slug)} className={styles.link} end>
                      {child.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
};
