import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm' | 'lg';
  loading?: boolean;
  /**
   * Its code is still loading and the press is remembered (useDeferredCode): busy and
   * disabled-looking, but still focusable and pressable, so focus and a second press stay.
   */
  pending?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** `loading` keeps the label for screen readers and blocks double submits. */
export const Button = ({
  variant = 'primary',
  size = 'md',
  loading = false,
  pending = false,
  block = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={[
      styles.button,
      styles[variant],
      styles[size],
      block ? styles.block : '',
      pending ? styles.pending : '',
      className ?? '',
    ].join(' ')}
    disabled={disabled || loading}
    aria-busy={loading || pending || undefined}
    aria-disabled={pending || undefined}
    {...rest}
  >
    {loading || pending ? <Spinner size={16} /> : null}
    <span className={styles.label}>{children}</span>
  </button>
);
