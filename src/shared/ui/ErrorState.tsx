import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { AlertIcon } from '@/shared/ui/Icons';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** Default: 'Something went wrong'. */
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Default: 'Retry'. */
  retryLabel?: ReactNode;
  /** Disables the retry button with a spinner while the retry runs. */
  retrying?: boolean;
}

/** A failed load: the reason and a way to try again, announced as an alert. */
export function ErrorState({ message, onRetry, retryLabel, retrying }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <p role="alert" className={styles.message}>
        {message ?? t('error.generic')}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}
