import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { Icon, cartIcon } from '@/shared/ui';
import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { useFormatMoney } from '@/shared/i18n';
import { selectCartCount, type CartState } from '../model/cartSlice';
import { useCartPricing } from '../model/useCartPricing';
import styles from './CartButton.module.css';

/** Header cart button (desktop): item count and, once priced, the total. */
export const CartButton = () => {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const count = useStateSelector((state: { cart: CartState }) => selectCartCount(state));
  const { status, summary, updating } = useCartPricing();
  const total = status === 'ready' ? formatMoney(summary.total) : null;
  const label = total
    ? intl.formatMessage({ id: 'cart.buttonLabelTotal' }, { count, total })
    : intl.formatMessage({ id: 'cart.buttonLabel' }, { count });
  return (
    <Link to={paths.cart} className={styles.button} aria-label={label} title={label}>
      <Icon path={cartIcon} />
      <span className={styles.count}>{count}</span>
      {total ? <span className={`${styles.total} ${updating ? styles.updating : ''}`}>{total}</span> : null}
    </Link>
  );
};
