import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_SORTS, type ProductSort } from '../../model/types';
import styles from './SortSelect.module.css';

interface SortSelectProps {
  /** null: the default order. */
  value: ProductSort | null;
  onChange: (sort: ProductSort | null) => void;
  /** Search results are ordered by relevance unless asked otherwise. */
  relevanceDefault: boolean;
}

const RELEVANCE = 'relevance';

/** Order of a listing: popularity (or relevance for a search), price both ways, name. */
export const SortSelect = ({ value, onChange, relevanceDefault }: SortSelectProps) => {
  const intl = useIntl();
  const id = useId();
  const options: Array<ProductSort | typeof RELEVANCE> = relevanceDefault
    ? [RELEVANCE, ...PRODUCT_SORTS]
    : [...PRODUCT_SORTS];
  const current = value ?? (relevanceDefault ? RELEVANCE : 'popular');
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: 'catalog.sort.label' })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          const defaultValue = relevanceDefault ? RELEVANCE : 'popular';
          onChange(next === defaultValue ? null : (PRODUCT_SORTS.find((sort) => sort === next) ?? null));
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage({ id: `catalog.sort.${option}` })}
          </option>
        ))}
      </select>
    </div>
  );
};
