import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../spinner/Spinner';
import { Button } from '../button/Button';
import styles from './DataState.module.css';

/** The standard error, loading and empty blocks of data components (in that order). */
export const LoadingState = ({ label }: { label?: ReactNode }) => (
  <div className={styles.state} role="status">
    <Spinner />
    <span>{label ?? <FormattedMessage id="common.loading" />}</span>
  </div>
);

/**
 * `message` replaces the generic text; `children` are further actions beside the retry. Inside a
 * panel, `className` gives the panel's own box instead of the standard block, and `retrySize` a smaller retry.
 */
export const ErrorState = ({
  onRetry,
  message,
  children,
  className = styles.state,
  retrySize = 'md',
}: {
  onRetry?: () => void;
  message?: ReactNode;
  children?: ReactNode;
  className?: string;
  retrySize?: 'md' | 'sm';
}) => (
  <div className={className} role="alert">
    <p>{message ?? <FormattedMessage id="common.errorGeneric" />}</p>
    {onRetry ? (
      <Button variant="secondary" size={retrySize} onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    ) : null}
    {children}
  </div>
);

/** `titleAs="h1"` when the empty state is the whole page (not found), so it still has a heading. */
export const EmptyState = ({
  title,
  titleAs: Title = 'p',
  children,
}: {
  title: ReactNode;
  titleAs?: 'p' | 'h1' | 'h2';
  children?: ReactNode;
}) => (
  <div className={styles.state}>
    <Title className={styles.title}>{title}</Title>
    {children}
  </div>
);
