import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardForm } from '@/features/bank-card/components/CardForm';
import { useCardFlowParams } from '@/features/bank-card/flow';
import { bankListQuery, CARD_MESSAGES, cardOwnerQuery, savedCardQuery } from '@/features/bank-card/queries';
import { errorText } from '@/shared/errorText';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * `/pages/bankInfo/bank-info?bank=<BIC>`: the card form. The bank list is needed to show and check the
 * bank; the borrower's name (to compare with the holder) and the card on file only help, so the form
 * opens without them when they fail.
 */
export default function BankInfoPage() {
  const { t } = useTranslation('bankCard');
  const { bank, orderNo, exitPath } = useCardFlowParams();
  const banks = useQuery(bankListQuery());
  const owner = useQuery(cardOwnerQuery());
  const saved = useQuery(savedCardQuery());

  if (banks.isPending || owner.isPending || saved.isPending) return <Skeleton lines={8} />;
  if (banks.isError) {
    return <ErrorState message={errorText(t, banks.error, CARD_MESSAGES)} onRetry={() => void banks.refetch()} retrying={banks.isFetching} />;
  }
  return (
    <CardForm
      banks={banks.data.banks}
      initialBank={bank}
      owner={owner.data ?? null}
      savedCard={saved.data?.card ?? null}
      exitPath={exitPath}
      orderNo={orderNo}
    />
  );
}
