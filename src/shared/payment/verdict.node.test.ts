import { describe, expect, it } from 'vitest';
import type { Payment } from '@/shared/api/order';
import { PAYMENT_RECENT_MS, parsePaymentKind, paymentVerdict, recentPaymentRef } from '@/shared/payment/verdict';

const at = Date.parse('2026-11-25T12:00:00Z');
const payment = (over: Partial<Payment> = {}): Payment => ({
  ref: 'P1',
  kind: 'repay',
  amount: 5000,
  status: 'success',
  createdAt: new Date(at - 60_000).toISOString(),
  ...over,
});

describe('the one rule: what the server says of a payment', () => {
  it('is the server status of the payment named, for its kind, once reported', () => {
    expect(paymentVerdict(payment(), 'repay', 'P1')).toBe('success');
    expect(paymentVerdict(payment({ status: 'failed' }), 'repay', 'P1')).toBe('failed');
    expect(paymentVerdict(payment({ status: 'cancelled', kind: 'extension' }), 'extension', 'P1')).toBe('cancelled');
  });

  it('says nothing of another payment, another kind, one not reported yet, or none named', () => {
    expect(paymentVerdict(payment(), 'repay', 'P2')).toBeNull();
    expect(paymentVerdict(payment(), 'extension', 'P1')).toBeNull();
    expect(paymentVerdict(payment({ status: 'pending' }), 'repay', 'P1')).toBeNull();
    expect(paymentVerdict(payment(), 'repay', undefined)).toBeNull();
    expect(paymentVerdict(null, 'repay', 'P1')).toBeNull();
  });

  it('with no record of a payment started here, only a recent one of the kind is the one meant', () => {
    expect(recentPaymentRef(payment(), 'repay', at)).toBe('P1');
    expect(recentPaymentRef(payment({ createdAt: new Date(at - PAYMENT_RECENT_MS - 1).toISOString() }), 'repay', at)).toBeUndefined();
    // A server clock ahead of the phone's counts as recent.
    expect(recentPaymentRef(payment({ createdAt: new Date(at + 60_000).toISOString() }), 'repay', at)).toBe('P1');
    expect(recentPaymentRef(payment(), 'extension', at)).toBeUndefined();
    expect(recentPaymentRef(payment({ createdAt: 'yesterday' }), 'repay', at)).toBeUndefined();
  });

  it('reads a kind from an address, anything else as absent', () => {
    expect(parsePaymentKind('repay')).toBe('repay');
    expect(parsePaymentKind('extension')).toBe('extension');
    expect(parsePaymentKind('Repay')).toBeUndefined();
    expect(parsePaymentKind(undefined)).toBeUndefined();
  });
});
