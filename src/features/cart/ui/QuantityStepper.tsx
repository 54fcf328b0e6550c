import { useState, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '@/shared/lib';
import { Icon, minusIcon, plusIcon, showToast, trashIcon } from '@/shared/ui';
import { MAX_LINE_QUANTITY } from '../model/constants';
import { parseQuantity } from '../lib/quantity';
import styles from './QuantityStepper.module.css';

interface QuantityStepperProps {
  quantity: number;
  /** Names the product in the buttons' labels ("Add one more Brufen 400 mg"). */
  productName?: string;
  onIncrease: () => void;
  onDecrease: () => void;
  /** When given, the quantity is a text field the visitor can type into. */
  onSet?: (quantity: number) => void;
  size?: 'sm' | 'md';
  /** The + button, for callers that move focus to it. */
  increaseRef?: Ref<HTMLButtonElement>;
  className?: string;
}

const QuantityInput = ({
  quantity,
  label,
  onSet,
}: {
  quantity: number;
  label: string;
  onSet: (quantity: number) => void;
}) => {
  const dispatch = useAppDispatch();
  // The typed text lives here until it is committed; a bad value falls back to the line's
  // quantity and says why (docs/decisions.md, "Cart").
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === '') return;
    const typed = parseQuantity(draft);
    if (typed !== null) onSet(typed);
    else
      dispatch(
        showToast({ tone: 'error', messageId: 'cart.quantity.invalid', values: { max: MAX_LINE_QUANTITY, quantity } }),
      );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };
  return (
    <input
      className={styles.input}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={4}
      aria-label={label}
      value={draft ?? String(quantity)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
};

/** − quantity +; the minus at 1 removes the line (spec: decreasing by the quantity removes it). */
export const QuantityStepper = ({
  quantity,
  productName,
  onIncrease,
  onDecrease,
  onSet,
  size = 'md',
  increaseRef,
  className,
}: QuantityStepperProps) => {
  const intl = useIntl();
  const name = { name: productName ?? '', hasName: productName ? 'yes' : 'no' };
  const label = intl.formatMessage({ id: 'cart.quantity.label' }, name);
  const decreaseLabel = intl.formatMessage(
    { id: quantity <= 1 ? 'cart.quantity.remove' : 'cart.quantity.decrease' },
    name,
  );
  const atMax = quantity >= MAX_LINE_QUANTITY;
  return (
    <div className={`${styles.stepper} ${styles[size]} ${className ?? ''}`} role="group" aria-label={label}>
      <button type="button" className={styles.step} aria-label={decreaseLabel} onClick={onDecrease}>
        <Icon path={quantity <= 1 ? trashIcon : minusIcon} size={18} />
      </button>
      {onSet ? (
        <QuantityInput
          quantity={quantity}
          label={intl.formatMessage({ id: 'cart.quantity.field' }, name)}
          onSet={onSet}
        />
      ) : (
        <span className={styles.value} aria-live="polite">
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'cart.quantity.inCart' }, { count: quantity })}
          </span>
          <span aria-hidden="true">{quantity}</span>
        </span>
      )}
      <button
        ref={increaseRef}
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'cart.quantity.increase' }, name)}
        onClick={onIncrease}
        disabled={atMax}
      >
        <Icon path={plusIcon} size={18} />
      </button>
    </div>
  );
};
