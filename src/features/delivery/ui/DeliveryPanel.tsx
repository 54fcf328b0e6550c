import type { ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useDeferredCode, useStateSelector } from '@/shared/lib';
import { useFormatMoney } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { selectCartLines, selectCartRestored, useCartProducts, type CartState } from '@/features/cart';
import { useCityId } from '@/features/city';
import { PLACED, useGetDeliveryTermsQuery, usePlaceDeliveryMutation } from '../api/deliveryApi';
import { splitCart } from '../lib/split';
import type { Delivery } from '../model/types';
import styles from './DeliveryPanel.module.css';

/** The address form (formik, yup, the phone mask): a chunk of its own, loaded on the first press. */
const loadDeliveryForm = () => import(/* webpackChunkName: "delivery-form" */ './DeliveryForm');

type Cart = { cart: CartState };

/** The panel and its heading, which names it: the offer and, once sent, the delivery placed. */
const Panel = ({
  id,
  title,
  role,
  children,
}: {
  id: string;
  title: ReactNode;
  role?: 'status';
  children: ReactNode;
}) => (
  <section className={styles.panel} aria-labelledby={id} role={role}>
    <h2 id={id} className={styles.title}>
      {title}
    </h2>
    {children}
  </section>
);

/** A line of the summary: which part of the cart, and what becomes of it. */
const SummaryRow = ({ part, outcome }: { part: ReactNode; outcome: ReactNode }) => (
  <div className={styles.row}>
    <dt>{part}</dt>
    <dd>{outcome}</dd>
  </div>
);

const Placed = ({ delivery, medicinesLeft }: { delivery: Delivery; medicinesLeft: boolean }) => {
  const formatMoney = useFormatMoney();
  return (
    <Panel
      id="delivery-placed"
      role="status"
      title={<FormattedMessage id="delivery.placed.title" values={{ number: delivery.number }} />}
    >
      <p>
        <FormattedMessage
          id="delivery.placed.text"
          values={{
            total: formatMoney(delivery.total),
            date: <FormattedDate value={`${delivery.deliver_by}T12:00:00Z`} day="numeric" month="long" />,
            address: `${delivery.street}${delivery.flat ? `, ${delivery.flat}` : ''}, ${delivery.postal_code} ${delivery.city}`,
          }}
        />
      </p>
      {medicinesLeft ? (
        <p className={styles.next}>
          <FormattedMessage id="delivery.placed.medicinesLeft" />
        </p>
      ) : null}
    </Panel>
  );
};

/**
 * Delivery in the cart (docs/decisions.md, "Delivery of what may be delivered"): the lines that
 * are not medicines may go to an address for a fee, cash on delivery; medicines stay in the cart
 * for the usual reservation. One summary says how the cart splits; the form comes on a press.
 */
export const DeliveryPanel = () => {
  const ready = useStateSelector((state: Cart) => selectCartRestored(state));
  const lines = useStateSelector((state: Cart) => selectCartLines(state));
  const cityId = useCityId();
  const products = useCartProducts(lines);
  const formatMoney = useFormatMoney();
  const [, placed] = usePlaceDeliveryMutation({ fixedCacheKey: PLACED });
  const split = splitCart(lines, products.byId);
  const offered = ready && !products.isLoading && !products.isError && split.delivered.length > 0;
  const { currentData: terms } = useGetDeliveryTermsQuery(offered ? { city_id: cityId } : skipToken);
  const { code, pending, press } = useDeferredCode(loadDeliveryForm);

  if (placed.data) return <Placed delivery={placed.data} medicinesLeft={lines.length > 0} />;
  if (!offered || !terms) return null;

  const deliveredCount = split.delivered.reduce((sum, line) => sum + line.quantity, 0);
  const reservedCount = split.reserved.reduce((sum, line) => sum + line.quantity, 0);
  const total = split.subtotal + terms.fee;
  const Form = code?.DeliveryForm;
  return (
    <Panel id="delivery-title" title={<FormattedMessage id="delivery.title" />}>
      <p className={styles.lead}>
        <FormattedMessage id="delivery.lead" values={{ fee: formatMoney(terms.fee), days: terms.days }} />
      </p>
      <dl className={styles.summary}>
        <SummaryRow
          part={<FormattedMessage id="delivery.summary.delivered" values={{ count: deliveredCount }} />}
          outcome={
            <FormattedMessage
              id="delivery.summary.deliveredTotal"
              values={{
                subtotal: formatMoney(split.subtotal),
                fee: formatMoney(terms.fee),
                total: formatMoney(total),
              }}
            />
          }
        />
        {reservedCount > 0 ? (
          <SummaryRow
            part={<FormattedMessage id="delivery.summary.reserved" values={{ count: reservedCount }} />}
            outcome={<FormattedMessage id="delivery.summary.reservedPay" />}
          />
        ) : null}
      </dl>
      {Form ? (
        <Form cityId={cityId} lines={split.delivered} total={total} />
      ) : (
        <Button variant="secondary" loading={pending} onClick={() => press('open', () => undefined)}>
          <FormattedMessage id="delivery.open" values={{ count: deliveredCount }} />
        </Button>
      )}
    </Panel>
  );
};
