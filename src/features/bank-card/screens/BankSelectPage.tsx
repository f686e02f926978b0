import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SavedCard } from '@/features/bank-card/components/CardView';
import { useCardFlowParams } from '@/features/bank-card/flow';
import { CARD_MESSAGES, savedCardQuery } from '@/features/bank-card/queries';
import { useNoThirdPartyScripts } from '@/features/bank-card/thirdParty';
import { paths, withQuery } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RefreshFailed } from '@/shared/ui/RefreshFailed';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * `/pages/bankInfo/bank-select`: the payout card, where every «Добавить карту» leads. With a card on
 * file it is shown masked (bank, brand, •••• last 4, holder, expiry) with a way to replace it. Without
 * one, or to replace the card of a failed payout, it gives way to the card form at once (no bank list
 * first: the form names the bank from the number, and its bank field opens the list when it cannot).
 * Query: `redirect` (the page to go to when done), `orderNo` (a failed payout to retry on the new card),
 * `bank` (passed on to the form).
 */
export default function BankSelectPage() {
  useNoThirdPartyScripts();
  const { t } = useTranslation('bankCard');
  const navigate = useNavigate();
  const { bank, redirect, orderNo, exitPath } = useCardFlowParams();
  const saved = useQuery(savedCardQuery());
  const form = withQuery(paths.bankInfo.bankInfo, { bank, redirect, orderNo });

  if (saved.isPending) return <Skeleton blocks={1} lines={4} />;
  // Nothing read yet: the failure in place of the page. A refresh that failed keeps it, with a line saying so.
  if (saved.isError && !saved.data) {
    return <ErrorState message={errorText(t, saved.error, CARD_MESSAGES)} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />;
  }

  const card = saved.data.card;
  // Replaced in history, so Back from the form goes where the borrower came from.
  if (!card || orderNo) return <Navigate to={form} replace />;
  return (
    <>
      {saved.isRefetchError && <RefreshFailed error={saved.error} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />}
      <section className="card form-stack" aria-labelledby="card-saved-heading">
        <h2 id="card-saved-heading" className="form-heading">
          {t('saved.heading')}
        </h2>
        <SavedCard card={card} />
        <p className="muted">{t('saved.text')}</p>
        <Button variant={redirect ? 'secondary' : 'primary'} fullWidth onClick={() => navigate(form)}>
          {t('saved.replace')}
        </Button>
        {redirect && (
          <Button variant="primary" fullWidth onClick={() => navigate(exitPath)}>
            {t('saved.continue')}
          </Button>
        )}
      </section>
    </>
  );
}
