import { FormattedMessage, useIntl } from 'react-intl';
import { SectionIntro } from '@/shared/ui';
import type { OfferLineView } from '../lib/offerView';
import type { Transfer } from '../model/types';
import { useFormatOrderTime } from '../lib/formatTime';
import styles from './TransferOptions.module.css';

interface TransferOptionsProps {
  transfers: readonly Transfer[];
  lines: readonly OfferLineView[];
  /** Product ids the shopper asked to bring. */
  wanted: readonly number[];
  onToggle: (id: number, wanted: boolean) => void;
}

/**
 * "Bring it to my pharmacy": each line the chosen pharmacy lacks, with where it would come from
 * and when it would be ready; the chosen ones are reserved in the same reservation.
 */
export const TransferOptions = ({ transfers, lines, wanted, onToggle }: TransferOptionsProps) => {
  const intl = useIntl();
  const formatTime = useFormatOrderTime();
  const names = new Map(lines.map((line) => [line.id, line.product?.name]));
  return (
    <section className={styles.transfers} aria-labelledby="transfers-title">
      <SectionIntro
        id="transfers-title"
        intro={{ title: 'checkout.transfer.title', text: 'checkout.transfer.lead' }}
        classNames={{ title: styles.title, text: styles.lead }}
      />
      <ul className={styles.list}>
        {transfers.map((transfer) => {
          const name = names.get(transfer.id) ?? intl.formatMessage({ id: 'cart.line.loadingName' });
          const hintId = `transfer-${transfer.id}-hint`;
          return (
            <li key={transfer.id} className={styles.option}>
              <input
                id={`transfer-${transfer.id}`}
                type="checkbox"
                className={styles.check}
                checked={wanted.includes(transfer.id)}
                onChange={(event) => onToggle(transfer.id, event.target.checked)}
                aria-describedby={hintId}
              />
              <label htmlFor={`transfer-${transfer.id}`} className={styles.label}>
                <FormattedMessage id="checkout.transfer.bring" values={{ name, count: transfer.quantity }} />
              </label>
              <p id={hintId} className={styles.hint}>
                <FormattedMessage
                  id="checkout.transfer.readyBy"
                  values={{ time: formatTime(transfer.readyBy), from: transfer.from.name }}
                />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
