import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm' | 'lg';
  /**
   * Its action is under way: busy, and a press is ignored (no second submit), but the button
   * stays focusable, so focus stays where the visitor was (docs/decisions.md, "Accessibility").
   */
  loading?: boolean;
  /**
   * Its code is still loading and the press is remembered (useDeferredCode): busy and
   * disabled-looking, but still focusable and pressable, so focus and a second press stay.
   */
  pending?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** A press while loading does nothing: a submit button's default (the form's submit) is cancelled too. */
const ignorePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export const Button = ({
  variant = 'primary',
  size = 'md',
  loading = false,
  pending = false,
  block = false,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={[
      styles.button,
      styles[variant],
      styles[size],
      block ? styles.block : '',
      loading || pending ? styles.pending : '',
      className ?? '',
    ].join(' ')}
    aria-busy={loading || pending || undefined}
    aria-disabled={loading || pending || undefined}
    onClick={loading ? ignorePress : onClick}
    {...rest}
  >
    {loading || pending ? <Spinner size={16} /> : null}
    <span className={styles.label}>{children}</span>
  </button>
);
