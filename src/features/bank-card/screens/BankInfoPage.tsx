import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { CardForm } from '@/features/bank-card/components/CardForm';
import { useCardFlowParams } from '@/features/bank-card/flow';
import { bankListQuery, CARD_MESSAGES, cardOwnerQuery, savedCardQuery } from '@/features/bank-card/queries';
import { useNoThirdPartyScripts } from '@/features/bank-card/thirdParty';
import { errorText } from '@/shared/errorText';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * `/pages/bankInfo/bank-info?bank=<BIC>`: the card form. The bank list is needed to show and check the
 * bank; the borrower's name (to compare with the holder) and the card on file only help, so the form
 * opens without them when they fail. Opened straight after onboarding (`onboarded=1`) it first says the form
 * is done (what the `finish` dialog said), or, with a card already on file, gives way to the exit page.
 */
export default function BankInfoPage() {
  useNoThirdPartyScripts();
  const { t } = useTranslation('bankCard');
  const { bank, orderNo, exitPath, onboarded } = useCardFlowParams();
  const banks = useQuery(bankListQuery());
  const owner = useQuery(cardOwnerQuery());
  const saved = useQuery(savedCardQuery());

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
