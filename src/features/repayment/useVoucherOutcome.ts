import { useEffect } from 'react';
import type { Voucher } from '@/shared/api/payment';
import { trackOnce } from '@/shared/analytics/track';

/**
 * The funnel's end of a bank transfer: once the company has checked the certificate (accepted or refused),
 * reported once per certificate, by whichever page (repayment or transfer) sees the outcome first.
 */
export function useVoucherOutcome(voucher: Voucher | null | undefined): void {
  useEffect(() => {
    if (!voucher || voucher.status === 'under_review') return;
    const props = { method: 'transfer', amount: voucher.amount };
    if (voucher.status === 'accepted') trackOnce('repayment_succeeded', voucher.voucherId, props);
    else trackOnce('repayment_failed', voucher.voucherId, { ...props, reason: 'certificate_rejected' });
  }, [voucher]);
}
