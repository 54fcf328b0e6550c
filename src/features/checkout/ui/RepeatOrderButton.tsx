import { useNavigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib';
import { Button, Icon, showToast, cartIcon } from '@/shared/ui';
import { addManyToCart } from '@/features/cart';
import type { Order } from '../model/types';
import styles from './RepeatOrderButton.module.css';

/** Puts an order's lines back in the cart (added to what is there) and opens the cart. */
export const RepeatOrderButton = ({
  order,
  variant = 'secondary',
}: {
  order: Order;
  variant?: 'primary' | 'secondary';
}) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      className={styles.button}
      variant={variant}
      onClick={() => {
        dispatch(addManyToCart(order.lines.map((line) => ({ id: line.id, quantity: line.quantity }))));
        dispatch(showToast({ tone: 'success', messageId: 'orders.repeated' }));
        void navigate(paths.cart);
      }}
    >
      <Icon path={cartIcon} size={18} />
      <FormattedMessage id="orders.repeat" />
    </Button>
  );
};
