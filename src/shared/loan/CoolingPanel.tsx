import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOLING_ERROR, useRefuseLoan, useSendConfirmCode, type ConfirmCodeResponse } from '@/shared/api/cooling';
import { CoolingConfirm } from '@/shared/loan/CoolingConfirm';
import { LOAN_ERROR, type Order } from '@/shared/api/order';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { Countdown } from '@/shared/ui/Countdown';
import { Dialog } from '@/shared/ui/Dialog';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';

const COOLING_MESSAGES = {
  codes: {
    [COOLING_ERROR.notOver]: 'cooling:errors.notOver',
    [COOLING_ERROR.tooManyCodes]: 'cooling:codeErrors.tooMany',
    [LOAN_ERROR.wrongOrderState]: 'cooling:errors.state',
  },
} as const;

/** 'HH:MM' of an instant in Kazakhstan time (UTC+5, as kzDay counts days). */
function kzTime(ms: number): string {
  const d = new Date(ms + 5 * 3_600_000);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * An order in its cooling period (law.md section 1 row 11; the Loans tab's card and the loan's page): why the
 * money waits, a countdown to when receipt can be confirmed (role="timer": read when reached, not announced
 * every second), then «Подтвердить получение», signed with an SMS code (CoolingConfirm); «Отказаться от займа» always, after a dialog that says plainly it
 * is free and annuls the contract. The server decides: `until` and `confirmable` are its; when the countdown
 * ends the owner reads the order again (`onChanged`).
 */
export function CoolingPanel({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation('cooling');
  const tag = useIntlTag();
  const sendCode = useSendConfirmCode();
  const refuse = useRefuseLoan();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<(ConfirmCodeResponse & { at: number }) | null>(null);
  const cooling = order.cooling;
  if (!cooling || cooling.state !== 'waiting') return null;
  const until = Date.parse(cooling.until);
  const failure = sendCode.error ?? refuse.error;
  const codeSent = (r: ConfirmCodeResponse) => setSent({ ...r, at: Date.now() });

  const doRefuse = async () => {
    try {
      await refuse.submit({ orderNo: order.orderNo });
      setAsking(false);
    } catch {
      setAsking(false);
    }
  };

  return (
    <>
      <p>{t('card.text')}</p>
      {Number.isFinite(until) && <p className="muted">{t('opensAt', { date: formatDate(kzDay(until), tag), time: kzTime(until) })}</p>}
      {cooling.confirmable ? (
        <p>{t('open')}</p>
      ) : (
        Number.isFinite(until) && (
          <p>
            {t('countdown')} <Countdown until={until} onDone={onChanged} />
          </p>
        )
      )}
      <Button
        type="button"
        disabled={!cooling.confirmable}
        loading={sendCode.isPending}
        onClick={() => void sendCode.submit({ orderNo: order.orderNo }).then(codeSent, () => undefined)}
      >
        {t('confirm')}
      </Button>
      <p className="muted">{t('refuseFree')}</p>
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        {t('refuse')}
      </Button>
      {failure && (
        <p role="alert" className="form-error">
          {errorText(t, failure, COOLING_MESSAGES)}
        </p>
      )}
      {sent && <CoolingConfirm order={order} sent={sent} onSent={codeSent} onClose={() => setSent(null)} />}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('dialog.title')}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="button" loading={refuse.isPending} onClick={() => void doRefuse()}>
              {t('dialog.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('dialog.text', { orderNo: order.orderNo })}</p>
      </Dialog>
    </>
  );
}
