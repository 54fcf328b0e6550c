import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { Button } from '@/shared/ui';
import { useFormatMoney } from '@/shared/i18n';
import { useGetAlternativesQuery } from '../../api/alternativesApi';
import { packLine } from '../../lib/formatLine';
import { savingPerUnit } from '../../lib/saving';
import { withoutRx } from '../../lib/withoutRx';
import type { Product } from '../../model/types';
import { ProductPrice } from '../card/ProductPrice';
import styles from './Alternatives.module.css';

interface AlternativesListProps {
  productId: number;
  cityId: number;
  cityName: string | undefined;
}

const Alternative = ({ product, alternative }: { product: Product; alternative: Product }) => {
  const formatMoney = useFormatMoney();
  const saving = savingPerUnit(product, alternative);
  return (
    <li className={styles.item}>
      <h3 className={styles.name}>
        <Link to={paths.detail(alternative.id)} className={styles.nameLink}>
          {alternative.name}
        </Link>
      </h3>
      <p className={styles.meta}>{packLine(alternative)}</p>
      <p className={styles.meta}>{alternative.manufacturer}</p>
      <div className={styles.bottom}>
        <ProductPrice product={alternative} />
        {saving ? (
          <p className={styles.saving}>
            <FormattedMessage
              id="catalog.detail.alternatives.saving"
              values={{ amount: formatMoney(saving.amount), unit: saving.unit }}
            />
          </p>
        ) : null}
      </div>
    </li>
  );
};

/**
 * The cheaper alternatives in the visitor's city, cheapest per unit first, each with its price,
 * unit price and how much less it costs per unit than this product today. Loaded with its call
 * when its place comes near the screen (./CheaperAlternatives.tsx).
 */
export const AlternativesList = ({ productId, cityId, cityName }: AlternativesListProps) => {
  const intl = useIntl();
  // currentData: another city's or product's list is never shown while the new one loads.
  const { currentData, isError, refetch } = useGetAlternativesQuery({ id: productId, city_id: cityId });
  if (isError && !currentData) {
    return (
      <div className={styles.center} role="alert">
        <p className={styles.waiting}>
          <FormattedMessage id="catalog.detail.alternatives.error" />
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  if (!currentData) {
    return (
      <p className={styles.waiting} aria-busy="true">
        <FormattedMessage id="catalog.detail.alternatives.loading" />
      </p>
    );
  }
  // Never a prescription medicine as a cheaper choice, whatever the answer holds (docs/behaviour.md §15).
  const list = withoutRx(currentData.list);
  const city = cityName ?? '';
  if (list.length === 0) {
    return (
      <p className={styles.waiting}>
        <FormattedMessage id="catalog.detail.alternatives.none" values={{ city }} />
      </p>
    );
  }
  return (
    <ol
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'catalog.detail.alternatives.listLabel' }, { city })}
    >
      {list.map((alternative) => (
        <Alternative key={alternative.id} product={currentData.product} alternative={alternative} />
      ))}
    </ol>
  );
};
