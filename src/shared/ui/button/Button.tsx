import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm' | 'lg';
  loading?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** `loading` keeps the label for screen readers and blocks double submits. */
export const Button = ({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={[styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? ''].join(' ')}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading ? <Spinner size={16} /> : null}
    <span className={styles.label}>{children}</span>
  </button>
);
