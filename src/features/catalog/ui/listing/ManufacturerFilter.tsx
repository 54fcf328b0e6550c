import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { nameMatches } from '../../lib/nameMatch';
import type { ProductFacets } from '../../model/types';
import { FilterOption } from './FilterOption';
import { ShowAllToggle } from '../ShowAllToggle';
import styles from './ListingFilters.module.css';

const SHORT_LIST = 8;

interface ManufacturerFilterProps {
  facets: ProductFacets['manufacturers'];
  selected: string[];
  onChange: (manufacturers: string[]) => void;
}

/**
 * Manufacturers of the matching products (most first); chosen ones always stay listed. A long
 * list (a large catalogue has hundreds) gets a search box that narrows it as one types.
 */
export const ManufacturerFilter = ({ facets, selected, onChange }: ManufacturerFilterProps) => {
  const intl = useIntl();
  const searchId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const missing = selected
    .filter((name) => !facets.some((facet) => facet.name === name))
    .map((name) => ({ name, count: 0 }));
  const all = [...facets, ...missing];
  const searching = query.trim() !== '';
  const found = searching ? all.filter((facet) => nameMatches(facet.name, query)) : all;
  const visible = searching
    ? all.filter((facet) => selected.includes(facet.name) || nameMatches(facet.name, query))
    : expanded
      ? all
      : all.filter((facet, index) => index < SHORT_LIST || selected.includes(facet.name));
  if (all.length === 0) return null;
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...selected, name] : selected.filter((item) => item !== name));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'catalog.filters.manufacturer' })}</legend>
      {all.length > SHORT_LIST ? (
        <>
          <label className={styles.searchLabel} htmlFor={searchId}>
            {intl.formatMessage({ id: 'catalog.filters.manufacturerSearch' })}
          </label>
          <input
            id={searchId}
            className={styles.search}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {/* Only while searching: a listing nobody searches keeps the one status it had. */}
          {searching ? (
            <p className={styles.searchStatus} role="status">
              {intl.formatMessage({ id: 'catalog.filters.manufacturerMatches' }, { count: found.length })}
            </p>
          ) : null}
        </>
      ) : null}
      <div className={expanded || searching ? styles.scrollList : undefined}>
        {visible.map((facet) => (
          <FilterOption
            key={facet.name}
            name="manufacturer"
            checked={selected.includes(facet.name)}
            onChange={(event) => toggle(facet.name, event.target.checked)}
            count={facet.count}
          >
            {facet.name}
          </FilterOption>
        ))}
      </div>
      {all.length > SHORT_LIST && !searching ? (
        <ShowAllToggle
          className={styles.more}
          expanded={expanded}
          onToggle={() => setExpanded((value) => !value)}
          labels={{ all: 'catalog.filters.showAll', less: 'catalog.filters.showLess' }}
          count={all.length}
        />
      ) : null}
    </fieldset>
  );
};
