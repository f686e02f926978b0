import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BankChoices } from '@/features/bank-card/components/BankChoices';
import { SavedCard } from '@/features/bank-card/components/CardView';
import { useCardFlowParams } from '@/features/bank-card/flow';
import { bankListQuery, CARD_MESSAGES, savedCardQuery } from '@/features/bank-card/queries';
import { paths, withQuery } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { RefreshFailed } from '@/shared/ui/RefreshFailed';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * `/pages/bankInfo/bank-select`: the payout card. With a card on file it is shown masked (bank, brand,
 * •••• last 4, holder, expiry) with a way to replace it; otherwise, or to replace it, the banks, Kaspi
 * first with the spec's advice. Choosing a bank opens the card form (bank-info) for it.
 * Query: `redirect` (the page to go to when done), `orderNo` (a failed payout to retry on the new card).
 */
export default function BankSelectPage() {
  const { t } = useTranslation('bankCard');
  const navigate = useNavigate();
  const { redirect, orderNo, exitPath } = useCardFlowParams();
  const saved = useQuery(savedCardQuery());
  const banks = useQuery(bankListQuery());
  const [replacing, setReplacing] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (replacing) listHeading.current?.focus();
  }, [replacing]);

  if (saved.isPending || banks.isPending) return <Skeleton blocks={1} lines={4} />;
  // Nothing read yet: the failure in place of the page. A refresh that failed keeps it, with a line saying so.
  if ((saved.isError && !saved.data) || (banks.isError && !banks.data)) {
    return (
      <ErrorState
        message={errorText(t, saved.isError && !saved.data ? saved.error : banks.error, CARD_MESSAGES)}
        onRetry={() => {
          if (saved.isError) void saved.refetch();
          if (banks.isError) void banks.refetch();
        }}
        retrying={saved.isFetching || banks.isFetching}
      />
    );
  }

  const card = saved.data.card;
  const list = banks.data.banks;
  const refreshFailed = saved.isRefetchError ? saved : banks.isRefetchError ? banks : null;
  return (
    <>
      {refreshFailed && <RefreshFailed error={refreshFailed.error} onRetry={() => void refreshFailed.refetch()} retrying={refreshFailed.isFetching} />}
      {orderNo && (
        <p className="notice" role="status">
          {t('payout.select')}
        </p>
      )}
      {card && !replacing ? (
        <section className="card form-stack" aria-labelledby="card-saved-heading">
          <h2 id="card-saved-heading" className="form-heading">
            {t('saved.heading')}
          </h2>
          <SavedCard card={card} />
          <p className="muted">{t('saved.text')}</p>
          <Button variant={orderNo || !redirect ? 'primary' : 'secondary'} fullWidth onClick={() => setReplacing(true)}>
            {t('saved.replace')}
          </Button>
          {redirect && !orderNo && (
            <Button variant="primary" fullWidth onClick={() => navigate(exitPath)}>
              {t('saved.continue')}
            </Button>
          )}
        </section>
      ) : list.length === 0 ? (
        <ErrorState error={banks.error} message={t('select.empty')} onRetry={() => void banks.refetch()} retrying={banks.isFetching} />
      ) : (
        <section className="card" aria-labelledby="card-banks-heading">
          <h2 id="card-banks-heading" ref={listHeading} tabIndex={-1} className="form-heading">
            {t('select.heading')}
          </h2>
          <p className="muted">{t('select.lead')}</p>
          <BankChoices
            banks={list}
            label={t('select.heading')}
            hrefFor={(code) => withQuery(paths.bankInfo.bankInfo, { bank: code, redirect, orderNo })}
          />
        </section>
      )}
    </>
  );
}
