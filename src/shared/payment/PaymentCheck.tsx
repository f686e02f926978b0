import { useTranslation } from 'react-i18next';
import type { PaymentOutcome } from '@/shared/payment/cardPayment';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * Back from the provider's page, the same on every page a card payment starts from: while the server's
 * result is awaited (and while a confirmed one opens its dialog) this stands in for the page.
 */
export function PaymentChecking() {
  const { t } = useTranslation('payment');
  return (
    <section className="card form-stack" aria-busy="true">
      <p role="status">{t('checking')}</p>
      <Skeleton lines={2} />
    </section>
  );
}

/** Whether the page waits for the result in place of its content (PaymentChecking). */
export const isCheckingPayment = (outcome: PaymentOutcome | null): boolean => outcome?.name === 'checking' || outcome?.name === 'success';

/**
 * Not reported within the wait, or the check failed: a notice above the page (which stays usable, to pay
 * again or another way), with "check again". Nothing for any other outcome.
 */
export function PaymentCheckNotice({ outcome, onCheckAgain }: { outcome: PaymentOutcome | null; onCheckAgain: () => void }) {
  const { t } = useTranslation('payment');
  if (outcome?.name === 'pending') {
    return (
      <div className="notice form-stack" role="status">
        <p>{t('pending')}</p>
        <Button type="button" variant="secondary" onClick={onCheckAgain}>
          {t('checkAgain')}
        </Button>
      </div>
    );
  }
  if (outcome?.name === 'error') {
    return <ErrorState message={t('checkFailed')} error={outcome.error} retryLabel={t('checkAgain')} onRetry={onCheckAgain} />;
  }
  return null;
}
