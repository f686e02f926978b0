import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { errorText } from '@/shared/errorText';

export interface RefreshFailedProps {
  /** The failed refresh (an ApiError): its kind is said after the message, as ErrorState says it. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * A refresh that failed while the screen still has what it read before: the page stays (what the borrower
 * was reading, or typing, is not replaced by an error), and this line above it says the figures may be
 * out of date, why, and offers to try again. A load with nothing to show yet uses ErrorState instead.
 */
export function RefreshFailed({ error, onRetry, retrying }: RefreshFailedProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="notice form-stack">
      <p role="alert">
        {t('error.refreshFailed')} {errorText(t, error)}
      </p>
      <Button type="button" variant="secondary" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </div>
  );
}
