import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { Button } from '@/shared/ui';
import { clearCart, selectCartLines, type CartState } from '../model/cartSlice';
import { clearOfferDismissed, selectClearOfferOpen, type ClearOfferState } from '../model/clearOffer';
import styles from './ClearCartOffer.module.css';

type State = { cart: CartState; clearOffer: ClearOfferState };

/**
 * After a session ended in this tab, with products in the cart: "clear it too?" (docs/decisions.md,
 * "Session end"). A notice under the header, not a dialog: nothing else waits for the answer, so
 * the page stays usable and the focus stays where it was; the live region is always in the page,
 * so the question is announced when it appears. Not a toast: it holds buttons and stays until
 * answered (WCAG 2.2.1).
 */
export const ClearCartOffer = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useStateSelector((state: State) => selectClearOfferOpen(state));
  const count = useStateSelector((state: State) => selectCartLines(state).length);
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'sessionEnd.cart.region' })}
      className={`container ${styles.region}`}
    >
      {open && count > 0 ? (
        <div className={styles.notice}>
          <p className={styles.text}>
            <FormattedMessage id="sessionEnd.cart.text" values={{ count }} />
          </p>
          <div className={styles.actions}>
            <Button size="sm" onClick={() => dispatch(clearCart())}>
              <FormattedMessage id="sessionEnd.cart.clear" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => dispatch(clearOfferDismissed())}>
              <FormattedMessage id="sessionEnd.cart.keep" />
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
};
