import { useState } from 'react';
import { useIntl } from 'react-intl';
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

/** Manufacturers of the matching products (most first); chosen ones always stay listed. */
export const ManufacturerFilter = ({ facets, selected, onChange }: ManufacturerFilterProps) => {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  const missing = selected
    .filter((name) => !facets.some((facet) => facet.name === name))
    .map((name) => ({ name, count: 0 }));
  const all = [...facets, ...missing];
  const visible = expanded ? all : all.filter((facet, index) => index < SHORT_LIST || selected.includes(facet.name));
  if (all.length === 0) return null;
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...selected, name] : selected.filter((item) => item !== name));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'catalog.filters.manufacturer' })}</legend>
      <div className={expanded ? styles.scrollList : undefined}>
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
      {all.length > SHORT_LIST ? (
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
