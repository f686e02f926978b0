import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BankChoices } from '@/features/bank-card/components/BankChoices';
import { useCardForm } from '@/features/bank-card/cardForm';
import { useCardFlowParams, useCloseDialog } from '@/features/bank-card/flow';
import { bankListQuery, CARD_MESSAGES } from '@/features/bank-card/queries';
import { paths, withQuery } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';

/**
 * `bankList`: the bank chooser as a sheet, Kaspi first with the spec's advice. Over the card form it
 * changes the form's bank and closes, keeping what was typed; opened by itself, the chosen bank's card
 * form opens.
 */
export default function BankListDialog() {
  const { t } = useTranslation('bankCard');
  const navigate = useNavigate();
  const form = useCardForm((s) => s.form);
  const back = useCloseDialog(form !== null);
  const { redirect, orderNo } = useCardFlowParams();
  const banks = useQuery(bankListQuery());
  const current = form?.current().bankCode;

  const choose = (code: string) => {
    if (form) {
      form.chooseBank(code);
      back();
    } else {
      navigate(withQuery(paths.bankInfo.bankInfo, { bank: code, redirect, orderNo }), { replace: true });
    }
  };

  return (
    <BottomSheet open onClose={back} title={t('title.dialogs.bankList', { ns: 'pages' })}>
      {banks.isPending ? (
        <Skeleton lines={6} />
      ) : banks.isError ? (
        <ErrorState message={errorText(t, banks.error, CARD_MESSAGES)} onRetry={() => void banks.refetch()} retrying={banks.isFetching} />
      ) : (
        <BankChoices banks={banks.data.banks} current={current} label={t('title.dialogs.bankList', { ns: 'pages' })} onChoose={choose} />
      )}
    </BottomSheet>
  );
}
