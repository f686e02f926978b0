import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCardForm } from '@/features/bank-card/cardForm';
import { useCloseDialog } from '@/features/bank-card/flow';
import { paths } from '@/config/paths';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

/**
 * `bank-quit`: leave the card form without saving? Opened by the form's Cancel when something was
 * typed (every other way out of the form asks the same question through the leave guard). Leaving goes
 * where the card pages were to lead (`redirect`, else the Loans tab); staying closes the question.
 * Opened by itself, "continue" leads to the card pages.
 */
export default function BankQuitDialog() {
  const { t } = useTranslation('bankCard');
  const navigate = useNavigate();
  const form = useCardForm((s) => s.form);
  const back = useCloseDialog(form !== null);

  const leave = () => {
    form?.release();
    navigate(form?.exitPath ?? paths.root, { replace: true });
  };
  const stay = form ? back : () => navigate(paths.bankInfo.bankSelect, { replace: true });

  return (
    <Dialog
      open
      onClose={stay}
      title={t('title.dialogs.bank-quit', { ns: 'pages' })}
      actions={
        <>
          <Button variant="secondary" onClick={leave}>
            {t('quit.leave')}
          </Button>
          <Button variant="primary" onClick={stay}>
            {t('quit.stay')}
          </Button>
        </>
      }
    >
      <p>{t('quit.text')}</p>
    </Dialog>
  );
}
