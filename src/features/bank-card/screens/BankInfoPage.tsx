import { Suspense } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { BankInfoResponse, BankListResponse, CardOwnerResponse } from '@/features/bank-card/api';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useCardBindingMode } from '@/features/bank-card/bindingMode';
import { CardForm } from '@/features/bank-card/components/CardForm';
import { useCardFlowParams } from '@/features/bank-card/flow';
import { bankListQuery, CARD_MESSAGES, cardOwnerQuery, savedCardQuery } from '@/features/bank-card/queries';
import { useNoThirdPartyScripts } from '@/features/bank-card/thirdParty';
import { errorText } from '@/shared/errorText';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { lazyChunk } from '@/lib/lazyChunk';

/** The provider's card page step: its own chunk, fetched only when the server asks for it. */
const hostedCardStep = lazyChunk(() => import('@/features/bank-card/components/HostedCardStep'));

const RETURN_KEYS = ['return'] as const;

/**
 * `/pages/bankInfo/bank-info?bank=<BIC>`: the card step. The server's config says how the card is added: on the
 * payment provider's own page (`cardBinding: 'hosted'`, HostedCardStep), or with the spec's form in the app.
 * Opened straight after onboarding (`onboarded=1`) with a card already on file it gives way to the exit page
 * (but for the way back from the provider's page, which says what became of the card first).
 */
export default function BankInfoPage() {
  useNoThirdPartyScripts();
  const binding = useCardBindingMode();
  const { mode } = binding;
  const { redirect, orderNo, exitPath, onboarded } = useCardFlowParams();
  const returned = useRouteQuery(RETURN_KEYS).return === '1';
  // Asked at once, beside the config: the form needs all three, the provider's step the card on file.
  const banks = useQuery(bankListQuery());
  const owner = useQuery(cardOwnerQuery());
  const saved = useQuery(savedCardQuery());
  if (binding.failed) return <ErrorState error={binding.failed} onRetry={binding.retry} retrying={binding.retrying} />;
  if (mode === null) return <Skeleton lines={8} />;
  if (mode === 'form') return <FormStep banks={banks} owner={owner} saved={saved} />;
  if (saved.isPending) return <Skeleton lines={8} />;
  if (onboarded && saved.data?.card && !returned) return <Navigate to={exitPath} replace />;
  const HostedCardStep = hostedCardStep();
  return (
    <Suspense fallback={<Skeleton lines={8} />}>
      <HostedCardStep savedCard={saved.data?.card ?? null} redirect={redirect} exitPath={exitPath} orderNo={orderNo} onboarded={onboarded} />
    </Suspense>
  );
}

/**
 * The card form. The bank list is needed to show and check the bank; the borrower's name (to compare with the
 * holder) and the card on file only help, so the form opens without them when they fail. Opened straight after
 * onboarding it first says the form is done (what the `finish` dialog said).
 */
function FormStep({ banks, owner, saved }: { banks: UseQueryResult<BankListResponse>; owner: UseQueryResult<CardOwnerResponse>; saved: UseQueryResult<BankInfoResponse> }) {
  const { t } = useTranslation('bankCard');
  const { bank, orderNo, exitPath, onboarded } = useCardFlowParams();

  if (banks.isPending || owner.isPending || saved.isPending) return <Skeleton lines={8} />;
  if (banks.isError) {
    return <ErrorState message={errorText(t, banks.error, CARD_MESSAGES)} onRetry={() => void banks.refetch()} retrying={banks.isFetching} />;
  }
  // Straight after onboarding with a card already on file: nothing to add, on to the amount.
  if (onboarded && saved.data?.card) return <Navigate to={exitPath} replace />;
  return (
    <CardForm
      banks={banks.data.banks}
      initialBank={bank}
      owner={owner.data ?? null}
      savedCard={saved.data?.card ?? null}
      exitPath={exitPath}
      orderNo={orderNo}
      onboarded={onboarded}
    />
  );
}
