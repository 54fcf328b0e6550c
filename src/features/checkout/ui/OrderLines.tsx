import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { useFormatMoney } from '@/shared/i18n';
import { packLine, RxBadge, UnitPrice } from '@/features/catalog';
import { fromPara, toPara, VatLines } from '@/features/cart';
import type { Order } from '../model/types';
import { useFormatOrderTime } from '../lib/formatTime';
import styles from './OrderLines.module.css';

/** An order's lines with prices, the total and the PDV it contains per rate (as the server computed it). */
export const OrderLines = ({ order }: { order: Order }) => {
  const formatMoney = useFormatMoney();
  const formatTime = useFormatOrderTime();
  const hasSafety = order.lines.some((line) => line.allowSafety);
  return (
    <div className={styles.block}>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <div className={styles.what}>
              <Link to={paths.detail(line.id)} className={styles.name}>
                {line.name}
              </Link>
              <span className={styles.meta}>{packLine(line)}</span>
              {line.transfer ? (
                <span className={styles.transfer}>
                  <FormattedMessage
                    id="orders.line.transfer"
                    values={{
                      count: line.transfer.quantity,
                      from: line.transfer.from,
                      time: formatTime(line.transfer.readyBy),
                    }}
                  />
                </span>
              ) : null}
              {line.rx ? (
                <span className={styles.rx}>
                  <RxBadge />
                  <FormattedMessage id="cart.rxNote" />
                </span>
              ) : null}
            </div>
            <span className={styles.quantity}>
              <FormattedMessage id="cart.units" values={{ count: line.quantity }} />
            </span>
            <span className={styles.price}>
              {line.allowSafety || line.price === null ? (
                <span className={styles.safety}>
                  <FormattedMessage id="cart.priceAtPharmacy" />
                </span>
              ) : (
                formatMoney(fromPara(toPara(line.price) * line.quantity))
              )}
              <UnitPrice price={line.price} unit={line.packUnit} atPharmacy={line.allowSafety || line.price === null} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>
          {/* Before pickup the total is still to be paid at the pharmacy. */}
          <FormattedMessage
            id={
              order.status === 'accepted' || order.status === 'preparing' || order.status === 'ready'
                ? 'checkout.summary.total'
                : 'cart.summary.total'
            }
          />
        </span>
        <strong>{formatMoney(order.total)}</strong>
      </p>
      {hasSafety ? (
        <p className={styles.note}>
          <FormattedMessage id="orders.safetyNote" />
        </p>
      ) : null}
      <VatLines shares={order.vat} />
    </div>
  );
};
