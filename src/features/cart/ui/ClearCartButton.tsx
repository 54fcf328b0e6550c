import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '@/shared/lib';
import { Button, Icon, trashIcon } from '@/shared/ui';
import { clearCart } from '../model/cartSlice';
import styles from './ClearCartButton.module.css';

/** Clearing removes every line at once, so it asks first (inline, no dialog to load). */
export const ClearCartButton = ({ count }: { count: number }) => {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) openerRef.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={openerRef} type="button" className={styles.opener} onClick={() => setAsking(true)}>
        <Icon path={trashIcon} size={18} />
        <FormattedMessage id="cart.clear" />
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby="cart-clear-question">
      <p id="cart-clear-question">
        <FormattedMessage id="cart.clear.question" values={{ count }} />
      </p>
      <div className={styles.actions}>
        <button ref={confirmRef} type="button" className={styles.danger} onClick={() => dispatch(clearCart())}>
          <FormattedMessage id="cart.clear.confirm" />
        </button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          <FormattedMessage id="cart.clear.cancel" />
        </Button>
      </div>
    </div>
  );
};
