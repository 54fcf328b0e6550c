import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { Icon } from '@/shared/ui';
import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { selectCartCount, type CartState } from '../model/cartSlice';
import styles from './CartButton.module.css';

/** Header cart button (desktop): item count and total. */
export const CartButton = () => {
  const intl = useIntl();
  const count = useStateSelector((state: { cart: CartState }) => selectCartCount(state));
  return (
    <Link to={paths.cart} className={styles.button} aria-label={intl.formatMessage({ id: 'cart.buttonLabel' }, { count })}>
      <Icon name="cart" />
      <span className={styles.count}>{count}</span>
    </Link>
  );
};
