import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import type { FormKind, ProductFacets } from '../../model/types';
import type { ListingState } from '../../lib/listingQuery';
import { FilterOption } from './FilterOption';
import { ManufacturerFilter } from './ManufacturerFilter';
import styles from './ListingFilters.module.css';

interface ListingFiltersProps {
  state: ListingState;
  facets: ProductFacets | undefined;
  onChange: (patch: Partial<ListingState>) => void;
  cityName: string | undefined;
}

const RX_CHOICES: Array<{ value: boolean | null; id: MessageId }> = [
  { value: null, id: 'catalog.filters.rxAll' },
  { value: true, id: 'catalog.filters.rxOnly' },
  { value: false, id: 'catalog.filters.rxNone' },
];

/** Availability, prescription, form and manufacturer filters; every change goes to the URL at once. */
const FilterPanel = ({ state, facets, onChange, cityName }: ListingFiltersProps) => {
  const intl = useIntl();
  const formFacets = facets?.forms ?? [];
  const missingForms = state.forms
    .filter((kind) => !formFacets.some((facet) => facet.name === kind))
    .map((kind) => ({ name: kind, label: intl.formatMessage({ id: `catalog.formKind.${kind}` }), count: 0 }));
  const forms = [...formFacets, ...missingForms];
  const toggleForm = (kind: FormKind, on: boolean) =>
    onChange({ forms: on ? [...state.forms, kind] : state.forms.filter((item) => item !== kind) });

  return (
    <div className={styles.filters}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'catalog.filters.availability' })}</legend>
        <FilterOption
          name="stock"
          checked={state.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        >
          {cityName
            ? intl.formatMessage({ id: 'catalog.filters.inStockCity' }, { city: cityName })
            : intl.formatMessage({ id: 'catalog.filters.inStock' })}
        </FilterOption>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{intl.formatMessage({ id: 'catalog.filters.rx' })}</legend>
        {RX_CHOICES.map((choice) => (
          <FilterOption
            key={choice.id}
            type="radio"
            name="rx"
            checked={state.rx === choice.value}
            onChange={() => onChange({ rx: choice.value })}
          >
            {intl.formatMessage({ id: choice.id })}
          </FilterOption>
        ))}
      </fieldset>
      {forms.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'catalog.filters.form' })}</legend>
          {forms.map((facet) => (
            <FilterOption
              key={facet.name}
              name="form"
              checked={state.forms.includes(facet.name)}
              onChange={(event) => toggleForm(facet.name, event.target.checked)}
              count={facet.count}
            >
              {facet.label}
            </FilterOption>
          ))}
        </fieldset>
      ) : null}
      <ManufacturerFilter
        facets={facets?.manufacturers ?? []}
        selected={state.manufacturers}
        onChange={(manufacturers) => onChange({ manufacturers })}
      />
    </div>
  );
};

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The panel renders again only when what it shows changes: not for a new sort or page, nor for
 * new results with the same counts (docs/performance.md, "What moved the numbers in the second
 * round" (Taps)). `onChange` must be stable (`useListingParams`' `update` is).
 */
export const ListingFilters = memo(
  FilterPanel,
  (before, after) =>
    before.onChange === after.onChange &&
    before.cityName === after.cityName &&
    before.state.inStock === after.state.inStock &&
    before.state.rx === after.state.rx &&
    sameList(before.state.forms, after.state.forms) &&
    sameList(before.state.manufacturers, after.state.manufacturers) &&
    (before.facets === after.facets || JSON.stringify(before.facets) === JSON.stringify(after.facets)),
);
