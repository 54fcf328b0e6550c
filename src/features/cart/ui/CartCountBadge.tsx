import { useIntl } from 'react-intl';
import { useStateSelector } from '@/shared/lib';
import { selectCartCount, type CartState } from '../model/cartSlice';
import styles from './CartCountBadge.module.css';

/** Bottom-bar badge: shown only when the cart holds something (docs/behaviour.md §3). */
export const CartCountBadge = () => {
  const intl = useIntl();
  const count = useStateSelector((state: { cart: CartState }) => selectCartCount(state));
  if (count === 0) return null;
  return (
    <span className={styles.badge} aria-label={intl.formatMessage({ id: 'cart.badgeLabel' }, { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
};
