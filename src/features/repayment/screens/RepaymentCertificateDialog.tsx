import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { amountProblem, parseAmount } from '@/features/repayment/amount';
import { CertificateUpload } from '@/features/repayment/components/CertificateUpload';
import { repayInfoQuery } from '@/features/repayment/queries';
import type { VoucherDraft } from '@/features/repayment/voucherState';
import { useBack, useRouteQuery } from '@/shared/navigation/navigation';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Field } from '@/shared/ui/Field';
import { groupedAmount } from '@/features/repayment/components/groupedAmount';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';

const KEYS = ['orderNo', 'amount'] as const;

/**
 * `repayment-certificate`: after paying by bank transfer, the borrower says how much they sent and
 * uploads the receipt (CertificateUpload). Once it is on the server, repayment-confirm asks before it
 * is sent for checking.
 */
export default function RepaymentCertificateDialog() {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const back = useBack();
  const navigate = useNavigate();
  const location = useLocation();
  const amountId = useId();
  const query = useRouteQuery(KEYS);
  const orderNo = query.orderNo ?? '';
  const info = useQuery({ ...repayInfoQuery(orderNo), enabled: orderNo !== '' });
  const [amountRaw, setAmountRaw] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const initial = query.amount && /^\d+$/.test(query.amount) ? query.amount : info.data ? String(info.data.repayAmount) : '';
  const raw = amountRaw ?? initial;
  const problem = info.data ? amountProblem(raw, info.data) : null;
  const problemText =
    problem && info.data ? t(`form.errors.${problem}`, { min: formatTenge(info.data.minPayment, tag), max: formatTenge(info.data.repayAmount, tag) }) : undefined;

  const toConfirm = (url: string) => {
    setTouched(true);
    const amount = parseAmount(raw);
    if (problem || amount === null) return;
    const voucher: VoucherDraft = { orderNo, url, amount };
    const background = (location.state as { background?: unknown } | null)?.background;
    // Replaces this dialog: back from the confirm leaves both, to the page beneath.
    navigate(withQuery(paths.dialogs.repaymentConfirm, { orderNo }), { replace: true, state: { background, voucher } });
  };

  let body;
  if (!orderNo) body = <p>{t('page.nothing')}</p>;
  else if (info.isPending) body = <Skeleton lines={3} />;
  else if (info.isError) body = <ErrorState error={info.error} message={t('page.loadFailed')} onRetry={() => void info.refetch()} />;
  else
    body = (
      <div className="form-stack">
        {/* The first focus: the amount is filled in already, and a focused field would raise the keyboard over
            the photo buttons. */}
        <p tabIndex={-1} data-autofocus>
          {t('certificate.text')}
        </p>
        <Field
          id={amountId}
          label={t('certificate.amount')}
          inputMode="numeric"
          autoComplete="off"
          {...groupedAmount(raw, setAmountRaw)}
          onBlur={() => setTouched(true)}
          error={touched ? problemText : undefined}
        />
        <CertificateUpload onUploaded={(file) => toConfirm(file.url)} disabled={Boolean(problem)} />
      </div>
    );

  return (
    <Dialog open onClose={back} title={t('title.dialogs.repayment-certificate', { ns: 'pages' })}>
      {body}
    </Dialog>
  );
}
