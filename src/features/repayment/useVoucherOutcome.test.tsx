import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useVoucherOutcome } from '@/features/repayment/useVoucherOutcome';
import type { Voucher } from '@/shared/api/payment';

const trackOnce = vi.hoisted(() => vi.fn());
vi.mock('@/shared/analytics/track', () => ({ trackOnce }));

const voucher = (status: Voucher['status']): Voucher => ({ voucherId: 'V000001', status, amount: 30_045, createdAt: '2026-11-22T06:00:00.000Z' });

describe('the funnel end of a bank transfer', () => {
  it('says nothing while the certificate is checked, then its outcome once per certificate', () => {
    const { rerender } = renderHook(({ v }) => useVoucherOutcome(v), { initialProps: { v: voucher('under_review') as Voucher | null } });
    expect(trackOnce).not.toHaveBeenCalled();
    rerender({ v: voucher('accepted') });
    expect(trackOnce).toHaveBeenLastCalledWith('repayment_succeeded', 'V000001', { method: 'transfer', amount: 30_045 });
    rerender({ v: { ...voucher('rejected'), voucherId: 'V000002' } });
    expect(trackOnce).toHaveBeenLastCalledWith('repayment_failed', 'V000002', { method: 'transfer', amount: 30_045, reason: 'certificate_rejected' });
  });
});
