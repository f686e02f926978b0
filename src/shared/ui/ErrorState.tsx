import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { releaseKeptScreen } from '@/shared/offline/handover';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { AlertIcon } from '@/shared/ui/Icons';
import { errorText } from '@/shared/errorText';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** Default: 'Something went wrong'. */
  message?: ReactNode;
  /**
   * The failure itself (an ApiError from the query): its kind is said under the message in the
   * borrower's language (no connection, the server took too long, the session ended, something went
   * wrong), so every screen says what happened the same way.
   */
  error?: unknown;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Default: 'Retry'. */
  retryLabel?: ReactNode;
  /** Disables the retry button with a spinner while the retry runs. */
  retrying?: boolean;
}

/** A failed load: the reason and a way to try again, announced as an alert. */
export function ErrorState({ message, error, onRetry, retryLabel, retrying }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  const reason = error != null ? errorText(t, error) : undefined;
  // Field monitoring (src/shared/monitoring/start.ts) counts what borrowers are shown, by the failure's kind.
  // An event, so its code stays off the first screen.
  useEffect(() => void dispatchEvent(new CustomEvent('bz-error-shown', { detail: error })), [error]);
  // A failure is never hidden behind the copy of the screen drawn before the app (src/shared/offline/handover.ts).
  useLayoutEffect(releaseKeptScreen, []);
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <p role="alert" className={styles.message}>
        {message ?? t('error.generic')}
        {reason && reason !== message && (
          <>
            {' '}
            <span className={styles.reason}>{reason}</span>
          </>
        )}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </div>
  );
}
