import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCardForm } from '@/features/bank-card/cardForm';
import { CardSummaryList } from '@/features/bank-card/components/CardView';
import { useCloseDialog, useSwapDialog } from '@/features/bank-card/flow';
import { CARD_MESSAGES } from '@/features/bank-card/queries';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { showToast } from '@/shared/ui/toastStore';

/**
 * `bank-confirm`: the card as it will be saved, masked (bank, brand •••• last 4, holder, expiry), with
 * Save and Edit. Save sends setBankInfo once; the card's refusal by the server opens bank-conf, a
 * network or server fault stays here to try again. Opened without a filled card form beneath (a
 * reload drops the number and CVC), it says so and leads to the form.
 */
export default function BankConfirmDialog() {
  const { t } = useTranslation('bankCard');
  const navigate = useNavigate();
  const swap = useSwapDialog();
  const form = useCardForm((s) => s.form);
  const back = useCloseDialog(form !== null);
  const [summary] = useState(() => form?.summary() ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const title = t('title.dialogs.bank-confirm', { ns: 'pages' });

  if (!form || !summary) {
    return (
      <Dialog
        open
        onClose={back}
        title={title}
        actions={
          <Button fullWidth onClick={form ? back : () => navigate(paths.bankInfo.bankSelect, { replace: true })}>
            {t('confirm.toForm')}
          </Button>
        }
      >
        <p>{t('confirm.nothing')}</p>
      </Dialog>
    );
  }

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await form.send();
      if (result.ok) {
        showToast(t(form.orderNo ? 'saved.toastPayout' : 'saved.toast'));
        navigate(form.exitPath, { replace: true });
      } else {
        swap(paths.dialogs.bankConf);
      }
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={back}
      dismissible={!busy}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={back} disabled={busy}>
            {t('confirm.edit')}
          </Button>
          <Button variant="primary" onClick={() => void save()} loading={busy}>
            {t('confirm.save')}
          </Button>
        </>
      }
    >
      <p>{t('confirm.lead')}</p>
      <CardSummaryList card={summary} />
      {form.orderNo && <p>{t('payout.form')}</p>}
      {error != null && (
        <p role="alert" className="form-error">
          {errorText(t, error, CARD_MESSAGES)}
        </p>
      )}
    </Dialog>
  );
}
