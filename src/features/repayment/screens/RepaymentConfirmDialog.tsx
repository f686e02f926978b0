import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { REPAYMENT_MESSAGES, useSendVoucher } from '@/features/repayment/queries';
import { voucherFrom } from '@/features/repayment/voucherState';
import { errorText } from '@/shared/errorText';
import { useBack } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { showToast } from '@/shared/ui/toastStore';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';

/**
 * `repayment-confirm`: before the certificate goes to the company, the borrower sees what will be sent
 * (the amount, that the check takes time and the loan is updated after it) and confirms. One voucher per
 * uploaded file: the key is the file, so a double tap or a retry after a lost answer sends it once.
 */
export default function RepaymentConfirmDialog() {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const back = useBack();
  const navigate = useNavigate();
  const location = useLocation();
  const voucher = voucherFrom(location.state);
  const key = useRef(voucher ? `voucher-${voucher.orderNo}-${voucher.url}` : '');
  const send = useSendVoucher(() => key.current);

  if (!voucher) {
    return (
      <Dialog
        open
        onClose={back}
        title={t('title.dialogs.repayment-confirm', { ns: 'pages' })}
        actions={
          <Button variant="primary" fullWidth onClick={back}>
            {t('result.ok')}
          </Button>
        }
      >
        <p>{t('confirm.lost')}</p>
      </Dialog>
    );
  }

  const confirm = async () => {
    try {
      await send.submit({ orderNo: voucher.orderNo, url: voucher.url, amount: voucher.amount });
      showToast(t('confirm.sent'));
      back();
    } catch {
      // Said below; the borrower may send again (same key) or go back.
    }
  };
  const background = (location.state as { background?: unknown } | null)?.background;

  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.repayment-confirm', { ns: 'pages' })}
      actions={
        <>
          <Button
            variant="secondary"
            // While the certificate is on its way, changing it would make a second one.
            disabled={send.isPending}
            onClick={() => navigate(withQuery(paths.dialogs.repaymentCertificate, { orderNo: voucher.orderNo, amount: voucher.amount }), { replace: true, state: { background } })}
          >
            {t('confirm.change')}
          </Button>
          <Button variant="primary" loading={send.isPending} onClick={() => void confirm()}>
            {t('confirm.send')}
          </Button>
        </>
      }
    >
      <p>{t('confirm.text', { amount: formatTenge(voucher.amount, tag) })}</p>
      <p className="muted">{t('confirm.check')}</p>
      {send.error && (
        <p role="alert" className="form-error">
          {errorText(t, send.error, REPAYMENT_MESSAGES)}
        </p>
      )}
    </Dialog>
  );
}
