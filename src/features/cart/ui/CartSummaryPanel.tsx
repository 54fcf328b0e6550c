import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { useFormatMoney } from '@/shared/i18n';
import { Button, buttonClass, ErrorState, Icon, chevronRightIcon, storeIcon } from '@/shared/ui';
import type { Product } from '@/features/catalog';
import { EarnedPoints } from '@/features/loyalty';
import type { CartPricingView } from '../model/useCartPricing';
import { vatBreakdown } from '../lib/vat';
import { VatLines } from './VatLines';
import { ReservationNotes } from './ReservationNotes';
import styles from './CartSummaryPanel.module.css';

interface CartSummaryPanelProps {
  pricing: CartPricingView;
  count: number;
  products: ReadonlyMap<number, Product>;
  cityName: string | undefined;
}

const StoresLine = ({ stores, cityName }: { stores: number; cityName: string | undefined }) => (
  <p className={stores > 0 ? styles.stores : `${styles.stores} ${styles.storesNone}`}>
    <Icon path={storeIcon} size={18} />
    <span>
      {stores > 0 ? (
        <FormattedMessage id="cart.stores.some" values={{ count: stores, city: cityName ?? '' }} />
      ) : (
        <FormattedMessage id="cart.stores.none" values={{ city: cityName ?? '' }} />
      )}
    </span>
  </p>
);

/** Totals in RSD with PDV, the separately counted items, how many pharmacies can serve the cart, and the way on. */
export const CartSummaryPanel = ({ pricing, count, products, cityName }: CartSummaryPanelProps) => {
  const formatMoney = useFormatMoney();
  const { status, summary, updating, retry } = pricing;
  const shares = vatBreakdown(
    summary.lines.flatMap((line) => {
      const rate = products.get(line.id)?.vatRate;
      return line.lineTotal !== null && rate ? [{ gross: line.lineTotal, rate }] : [];
    }),
  );
  const hasRx = [...products.values()].some((product) => product.rx);
  return (
    <aside className={styles.panel} aria-labelledby="cart-summary-title" aria-busy={updating || status === 'loading'}>
      <h2 id="cart-summary-title" className={styles.title}>
        <FormattedMessage id="cart.summary.title" />
      </h2>
      {status === 'error' ? (
        <ErrorState
          message={<FormattedMessage id="cart.pricing.failed" />}
          onRetry={retry}
          className={styles.error}
          retrySize="sm"
        />
      ) : null}
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>
            <FormattedMessage id="cart.summary.items" />
          </dt>
          <dd>
            <FormattedMessage id="cart.units" values={{ count }} />
          </dd>
        </div>
        {summary.safetyUnits > 0 ? (
          <div className={styles.row}>
            <dt>
              <FormattedMessage id="cart.priceAtPharmacy" />
            </dt>
            <dd>
              <FormattedMessage id="cart.units" values={{ count: summary.safetyUnits }} />
            </dd>
          </div>
        ) : null}
        {summary.unavailableUnits > 0 ? (
          <div className={`${styles.row} ${styles.warn}`}>
            <dt>
              <FormattedMessage id="cart.summary.unavailable" values={{ city: cityName ?? '' }} />
            </dt>
            <dd>
              <FormattedMessage id="cart.units" values={{ count: summary.unavailableUnits }} />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.total} aria-live="polite">
        <span>
          <FormattedMessage id="cart.summary.total" />
        </span>
        <strong className={updating ? styles.updating : undefined}>
          {status === 'loading' ? '…' : formatMoney(summary.total)}
        </strong>
      </div>
      <VatLines shares={shares} />
      {status === 'ready' && summary.storesQuantity !== null ? (
        <StoresLine stores={summary.storesQuantity} cityName={cityName} />
      ) : null}
      {status === 'ready' ? <EarnedPoints points={summary.points} /> : null}
      {status === 'ready' ? (
        <Link to={paths.stepPharmacy} className={`${buttonClass('primary', 'lg')} ${styles.cta}`}>
          <FormattedMessage id="cart.toPharmacies" />
          <Icon path={chevronRightIcon} size={18} />
        </Link>
      ) : (
        <Button size="lg" block disabled>
          <FormattedMessage id="cart.toPharmacies" />
        </Button>
      )}
      <ReservationNotes hasRx={hasRx} />
    </aside>
  );
};
