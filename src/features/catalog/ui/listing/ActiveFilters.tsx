import { useIntl } from 'react-intl';
import { Icon, closeIcon } from '@/shared/ui';
import { DEFAULT_LISTING, type ListingState } from '../../lib/listingQuery';
import type { FormKind, ProductFacets } from '../../model/types';
import styles from './ActiveFilters.module.css';

interface ActiveFiltersProps {
  state: ListingState;
  facets: ProductFacets | undefined;
  onChange: (patch: Partial<ListingState>) => void;
  pharmacyName?: string;
}

/**
 * The chosen filters as removable chips, and one button to drop them all. ProductListing mounts
 * it only while a filter is chosen.
 */
export const ActiveFilters = ({ state, facets, onChange, pharmacyName }: ActiveFiltersProps) => {
  const intl = useIntl();
  const formLabel = (kind: FormKind) =>
    facets?.forms.find((facet) => facet.name === kind)?.label ?? intl.formatMessage({ id: `catalog.formKind.${kind}` });
  const chips: Array<{ key: string; text: string; remove: Partial<ListingState> }> = [
    ...(state.pharmacyId !== null
      ? [
          {
            key: 'pharmacy',
            text: pharmacyName
              ? intl.formatMessage({ id: 'catalog.filters.pharmacyNamed' }, { name: pharmacyName })
              : intl.formatMessage({ id: 'catalog.filters.pharmacy' }),
            remove: { pharmacyId: null },
          },
        ]
      : []),
    ...(state.inStock
      ? [{ key: 'stock', text: intl.formatMessage({ id: 'catalog.filters.inStock' }), remove: { inStock: false } }]
      : []),
    ...(state.rx !== null
      ? [
          {
            key: 'rx',
            text: intl.formatMessage({ id: state.rx ? 'catalog.filters.rxOnly' : 'catalog.filters.rxNone' }),
            remove: { rx: null },
          },
        ]
      : []),
    ...state.forms.map((kind) => ({
      key: `form-${kind}`,
      text: formLabel(kind),
      remove: { forms: state.forms.filter((item) => item !== kind) },
    })),
    ...state.manufacturers.map((name) => ({
      key: `maker-${name}`,
      text: name,
      remove: { manufacturers: state.manufacturers.filter((item) => item !== name) },
    })),
  ];
  return (
    <div className={styles.row}>
      <ul className={styles.chips} aria-label={intl.formatMessage({ id: 'catalog.filters.active' })}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(chip.remove)}
              aria-label={intl.formatMessage({ id: 'catalog.filters.remove' }, { name: chip.text })}
            >
              <span>{chip.text}</span>
              <Icon path={closeIcon} size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => onChange({ ...DEFAULT_LISTING, sort: state.sort })}>
        {intl.formatMessage({ id: 'catalog.filters.clear' })}
      </button>
    </div>
  );
};
