import { FormattedMessage } from 'react-intl';
import { useFormatMoney } from '@/shared/i18n';
import type { PackUnit } from '../../model/types';
import { hasUnitPrice, unitPriceOf } from '../../lib/unitPrice';
import styles from './UnitPrice.module.css';

interface UnitPriceProps {
  /** The pack's price; null when it is not known here. */
  price: number | null;
  /** null: the pack's contents are not known, so there is no unit price */
  unit: PackUnit | null;
  /** The price is only known at the pharmacy: say so per unit as well. */
  atPharmacy?: boolean;
}

/**
 * The price per tablet, capsule, sachet, ampoule, lozenge or piece, or per 100 ml or 100 g,
 * shown beside a pack's price (docs/behaviour.md §15); nothing for a pack of one piece.
 */
export const UnitPrice = ({ price, unit, atPharmacy = false }: UnitPriceProps) => {
  const formatMoney = useFormatMoney();
  if (!hasUnitPrice(unit)) return null;
  if (atPharmacy) {
    return (
      <span className={styles.unitPrice} data-unit-price>
        <FormattedMessage id="unitPrice.atPharmacy" values={{ unit: unit.kind }} />
      </span>
    );
  }
  const amount = price === null ? null : unitPriceOf(price, unit);
  if (amount === null) return null;
  return (
    <span className={styles.unitPrice} data-unit-price>
      <FormattedMessage id="unitPrice.per" values={{ unit: unit.kind, price: formatMoney(amount) }} />
    </span>
  );
};

/** How much the pack holds, in words ("In the pack: 30 tablets"): what the unit price divides by. */
export const PackCount = ({ unit }: { unit: PackUnit | null }) =>
  unit === null ? null : (
    <p className={styles.unitPrice} data-pack-count>
      <FormattedMessage id="unitPrice.inPack" values={{ unit: unit.kind, count: unit.count }} />
    </p>
  );
