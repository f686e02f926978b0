import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOLING_ERROR, useConfirmReceipt, useSendConfirmCode, type ConfirmCodeResponse } from '@/shared/api/cooling';
import { LOAN_ERROR, type Order } from '@/shared/api/order';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { Countdown } from '@/shared/ui/Countdown';
import { Dialog } from '@/shared/ui/Dialog';
import { Field } from '@/shared/ui/Field';
import { useSession } from '@/stores/session';
import { maskPhone } from '@/utils/phone';

export const CONFIRM_MESSAGES = {
  codes: {
    [COOLING_ERROR.notOver]: 'cooling:errors.notOver',
    [COOLING_ERROR.wrongCode]: 'cooling:codeErrors.wrong',
    [COOLING_ERROR.codeExpired]: 'cooling:codeErrors.expired',
    [COOLING_ERROR.tooManyCodes]: 'cooling:codeErrors.tooMany',
    [LOAN_ERROR.wrongOrderState]: 'cooling:errors.state',
  },
} as const;

/**
 * «Подтвердить получение» signed with a fresh SMS code (law.md section 5 feature 5; row 24: an SMS code is the
 * signature's analogue). Opened once the server sent the code; the last digit sends the confirmation (typed or
 * filled in from the SMS by the keyboard), the order then moves on and the panel that opened this goes away.
 */
export function CoolingConfirm({ order, sent, onSent, onClose }: { order: Order; sent: ConfirmCodeResponse & { at: number }; onSent: (r: ConfirmCodeResponse) => void; onClose: () => void }) {
  const { t } = useTranslation('cooling');
  const phone = useSession((s) => s.userData.phone);
  const confirm = useConfirmReceipt();
  const resend = useSendConfirmCode();
  const [code, setCode] = useState('');
  const [short, setShort] = useState(false);
  const [canResend, setCanResend] = useState(false);

  const submit = (value: string) => {
    if (value.length !== sent.codeLength) {
      setShort(true);
      return;
    }
    setShort(false);
    void confirm.submit({ orderNo: order.orderNo, code: value }).catch(() => undefined);
  };

  const again = () => {
    setCode('');
    confirm.reset();
    void resend
      .submit({ orderNo: order.orderNo })
      .then((r) => {
        setCanResend(false);
        onSent(r);
      })
      .catch(() => undefined);
  };

  const failure = confirm.error ?? resend.error;
  const error = short ? t('codeErrors.short', { count: sent.codeLength }) : failure ? errorText(t, failure, CONFIRM_MESSAGES) : undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('code.title')}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('code.cancel')}
          </Button>
          <Button type="button" loading={confirm.isPending} onClick={() => submit(code)}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      <p>{t('code.text', { phone: maskPhone(phone), orderNo: order.orderNo })}</p>
      <Field
        label={t('code.label')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={sent.codeLength}
        placeholder={'•'.repeat(sent.codeLength)}
        value={code}
        // The dialog opens for this one field.
        autoFocus
        onChange={(e) => {
          const value = e.target.value.replace(/\D/g, '').slice(0, sent.codeLength);
          setCode(value);
          if (value.length === sent.codeLength) submit(value);
        }}
        error={error}
      />
      {canResend ? (
        <Button type="button" variant="secondary" loading={resend.isPending} onClick={again}>
          {t('code.resend')}
        </Button>
      ) : (
        <p className="muted" aria-live="polite">
          {t('code.resendIn')} <Countdown key={sent.at} until={sent.at + sent.resendAfter * 1000} onDone={() => setCanResend(true)} />
        </p>
      )}
      <p className="muted">{t('code.safety')}</p>
    </Dialog>
  );
}
