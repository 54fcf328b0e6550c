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
    // aria-label is not allowed on a plain span (docs/decisions.md, "Valid markup"): the link's name
    // takes the hidden words, the figure is for the eye.
    <span className={styles.badge}>
      <span className="visually-hidden">{intl.formatMessage({ id: 'cart.badgeLabel' }, { count })}</span>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
    </span>
  );
};
