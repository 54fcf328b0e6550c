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
export const ListingFilters = ({ state, facets, onChange, cityName }: ListingFiltersProps) => {
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
