import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { buttonClass, Icon, cartIcon } from '@/shared/ui';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { addToCart, decreaseQuantity, selectLineQuantity, type CartState } from '../model/cartSlice';
import { QuantityStepper } from './QuantityStepper';
import styles from './AddToCartButton.module.css';

interface AddToCartButtonProps {
  productId: number;
  /** Names the product for screen readers on the stepper's buttons. */
  productName?: string;
  disabled?: boolean;
  /** `block` fills the width (product page); cards use the default. */
  block?: boolean;
}

/** "Add to cart"; once the product is in the cart, a compact − quantity + stepper. */
export const AddToCartButton = ({ productId, productName, disabled = false, block = false }: AddToCartButtonProps) => {
  const dispatch = useAppDispatch();
  const quantity = useStateSelector((state: { cart: CartState }) => selectLineQuantity(state, productId));
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  // Which control had focus when the other one replaced it, so keyboard users do not lose their place.
  const focusNext = useRef<'add' | 'increase' | null>(null);

  useEffect(() => {
    const target =
      focusNext.current === 'increase' && quantity > 0
        ? increaseRef.current
        : focusNext.current === 'add' && quantity === 0
          ? addRef.current
          : null;
    focusNext.current = null;
    if (!target) return;
    // In the next frame, with the style and layout the browser computes for it anyway: a focus()
    // right after the commit forced both inside the tap's task (docs/performance.md, "Taps").
    const frame = requestAnimationFrame(() => target.focus());
    return () => cancelAnimationFrame(frame);
  }, [quantity]);

  if (quantity === 0) {
    return (
      <button
        ref={addRef}
        type="button"
        className={`${buttonClass('primary')} ${styles.add} ${block ? styles.block : ''}`}
        disabled={disabled}
        onClick={(event) => {
          focusNext.current = 'increase';
          // The stepper replaces this button: a focused element taken out of the page makes
          // the browser compute style and layout on the spot, in the middle of the commit.
          event.currentTarget.blur();
          dispatch(addToCart({ id: productId }));
        }}
      >
        <Icon path={cartIcon} size={18} />
        <span>
          <FormattedMessage id="cart.add" />
        </span>
      </button>
    );
  }

  return (
    <QuantityStepper
      increaseRef={increaseRef}
      size="sm"
      className={block ? styles.block : undefined}
      quantity={quantity}
      productName={productName}
      onIncrease={() => dispatch(addToCart({ id: productId }))}
      onDecrease={() => {
        if (quantity <= 1) focusNext.current = 'add';
        dispatch(decreaseQuantity({ id: productId }));
      }}
    />
  );
};
