import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import { Icon, alertIcon, checkIcon, closeIcon } from '@/shared/ui';
import { packLine, RxBadge, UnitPrice } from '@/features/catalog';
import type { OfferLineView } from '../lib/offerView';
import styles from './OfferLines.module.css';

/** What a pharmacy has of each cart line: available, partly available or missing, with prices. */
export const OfferLines = ({ lines }: { lines: readonly OfferLineView[] }) => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const name = line.product?.name ?? intl.formatMessage({ id: 'cart.line.loadingName' });
        return (
          <li key={line.id} className={`${styles.line} ${styles[line.status]}`}>
            <Icon
              path={line.status === 'missing' ? closeIcon : line.status === 'partial' ? alertIcon : checkIcon}
              size={16}
              className={styles.icon}
            />
            <div className={styles.body}>
              <span className={styles.name}>
                {name}
                {line.product?.rx && !line.product.rxUnknown ? <RxBadge /> : null}
              </span>
              {line.product ? <span className={styles.pack}>{packLine(line.product)}</span> : null}
              <span className={styles.detail}>
                {line.status === 'missing' ? (
                  <FormattedMessage id="checkout.line.missing" />
                ) : line.status === 'partial' ? (
                  <FormattedMessage
                    id="checkout.line.partial"
                    values={{ available: line.available, requested: line.requested }}
                  />
                ) : (
                  <FormattedMessage id="cart.units" values={{ count: line.available }} />
                )}
              </span>
            </div>
            <span className={styles.price}>
              {line.status === 'missing' ? null : line.allowSafety || line.lineTotal === null ? (
                <span className={styles.safety}>
                  <FormattedMessage id="cart.priceAtPharmacy" />
                </span>
              ) : (
                formatMoney(line.lineTotal)
              )}
              {/* This pharmacy's own unit price. */}
              {line.status !== 'missing' && line.product ? (
                <UnitPrice
                  price={line.price}
                  unit={line.product.packUnit}
                  atPharmacy={line.allowSafety || line.price === null}
                />
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
};
