import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import type { VatShare } from '../lib/vat';
import styles from './VatLines.module.css';

/** 'Prices include PDV' and the PDV contained per rate (docs/behaviour.md §15). */
export const VatLines = ({ shares }: { shares: readonly VatShare[] }) => {
  const formatMoney = useFormatMoney();
  return (
    <div className={styles.vat}>
      <p className={styles.included}>
        <FormattedMessage id="cart.vat.included" />
      </p>
      {shares.length > 0 ? (
        <dl className={styles.list}>
          {shares.map((share) => (
            <div key={share.rate} className={styles.row}>
              <dt>
                <FormattedMessage id="cart.vat.rate" values={{ rate: share.rate }} />
              </dt>
              <dd>{formatMoney(share.amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
};
