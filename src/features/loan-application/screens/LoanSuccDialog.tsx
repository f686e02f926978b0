import { useTranslation } from 'react-i18next';
import { useBack } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

/** `loan-succ`: the application is with the company. What happens now and how the borrower will know. */
export default function LoanSuccDialog() {
  const { t } = useTranslation('loan');
  const back = useBack();
  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.loan-succ', { ns: 'pages' })}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('succ.ok')}
        </Button>
      }
    >
      <p>{t('succ.text')}</p>
    </Dialog>
  );
}
