import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCardForm } from '@/features/bank-card/cardForm';
import { useCloseDialog } from '@/features/bank-card/flow';
import { CardSummaryList } from '@/features/bank-card/components/CardView';
import { paths } from '@/config/paths';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

const TIPS = ['number', 'expiry', 'holder', 'cvc'] as const;

/**
 * `bank-conf` ("Check the card details"): the server refused the card (setBankInfo 2001–2006). Says why,
 * shows the card as typed (masked) and what to check; "Fix" goes back to the form with the field
 * concerned marked and focused. Opened any other way, it lists what a bank checks.
 */
export default function BankConfDialog() {
  const { t } = useTranslation('bankCard');
  const navigate = useNavigate();
  const form = useCardForm((s) => s.form);
  const back = useCloseDialog(form !== null);
  const refused = useCardForm((s) => s.refusal);
  const title = t('title.dialogs.bank-conf', { ns: 'pages' });

  if (form && refused) {
    const { refusal, summary } = refused;
    return (
      <Dialog
        open
        onClose={back}
        title={title}
        actions={
          <Button
            fullWidth
            onClick={() => {
              form.focusOnReturn(refusal.field);
              back();
            }}
          >
            {t('conf.edit')}
          </Button>
        }
      >
        <p className="form-error">{t(refusal.message)}</p>
        {summary && <CardSummaryList card={summary} />}
        <p className="muted">{t(`conf.fix.${refusal.field}`)}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={back}
      title={title}
      actions={
        <Button fullWidth onClick={form ? back : () => navigate(paths.bankInfo.bankSelect, { replace: true })}>
          {t('conf.toCard')}
        </Button>
      }
    >
      <p>{t('conf.generic')}</p>
      <ul>
        {TIPS.map((k) => (
          <li key={k}>{t(`conf.tips.${k}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
