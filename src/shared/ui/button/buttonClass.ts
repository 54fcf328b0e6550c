import styles from './Button.module.css';
import type { ButtonVariant } from './Button';

/** The button look for links (<Link className={buttonClass('primary')}>). */
export const buttonClass = (variant: ButtonVariant = 'primary', size: 'md' | 'sm' | 'lg' = 'md'): string =>
  [styles.button, styles[variant], styles[size]].join(' ');
