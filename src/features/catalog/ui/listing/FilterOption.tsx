import type { ChangeEvent, ReactNode } from 'react';
import styles from './ListingFilters.module.css';

/** One checkbox or radio row of the filter panel, with its match count. */
export const FilterOption = ({
  type = 'checkbox',
  name,
  checked,
  onChange,
  count,
  children,
}: {
  type?: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  count?: number;
  children: ReactNode;
}) => (
  <label className={styles.option}>
    <input className={styles.input} type={type} name={name} checked={checked} onChange={onChange} />
    <span className={styles.optionText}>{children}</span>
    {count !== undefined ? <span className={styles.count}>{count}</span> : null}
  </label>
);
