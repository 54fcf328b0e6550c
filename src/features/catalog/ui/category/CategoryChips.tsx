import { NavLink } from 'react-router';
import { paths } from '@/shared/config';
import type { Category } from '../../model/types';
import styles from './CategoryChips.module.css';

/** A swipeable row of categories (subcategories of the current one, or the top level). */
export const CategoryChips = ({
  categories,
  label,
  desktop = false,
  wrap = false,
}: {
  categories: Category[];
  label: string;
  /** Also shown on desktop (otherwise the sidebar tree serves there). */
  desktop?: boolean;
  /** Wrap onto several lines instead of swiping (inside a box). */
  wrap?: boolean;
}) => {
  if (categories.length === 0) return null;
  return (
    <nav
      aria-label={label}
      className={[styles.nav, desktop ? '' : styles.mobileOnly, wrap ? styles.wrap : ''].join(' ')}
    >
      <ul className={styles.row}>
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink to={paths.category(category.slug)} className={styles.chip} end>
              <span>{category.name}</span>
              {category.productsCount !== null ? <span className={styles.count}>{category.productsCount}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
