import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDays, parseOrderNo, parseReturned } from '@/features/extension/params';
import { parsePaymentKind } from '@/shared/payment/verdict';

describe('extension query values', () => {
  it('keeps only well-formed values', () => {
    expect(parseOrderNo('BZ261122000003')).toBe('BZ261122000003');
    expect(parseOrderNo('//evil.example')).toBeUndefined();
    expect(parseOrderNo('')).toBeUndefined();
    expect(parseOrderNo('A'.repeat(65))).toBeUndefined();
    expect(parseDays('14')).toBe(14);
    expect(parseDays('0')).toBeUndefined();
    expect(parseDays('-7')).toBeUndefined();
    expect(parseDays('7.5')).toBeUndefined();
    expect(parseDays('1e1')).toBeUndefined();
    expect(parseDays('9999')).toBeUndefined();
    expect(parseReturned('1')).toBe(true);
    expect(parseReturned('true')).toBe(false);
    expect(parsePaymentKind('extension')).toBe('extension');
    expect(parsePaymentKind('repay')).toBe('repay');
    expect(parsePaymentKind('EXTENSION')).toBeUndefined();
  });

  it('never throws, and what it keeps is safe to put back into an address', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (v) => {
        const no = parseOrderNo(v);
        if (no !== undefined) expect(no).toMatch(/^[A-Za-z0-9_-]+$/);
        const days = parseDays(v);
        if (days !== undefined) expect(Number.isInteger(days) && days > 0).toBe(true);
        parsePaymentKind(v);
        parseReturned(v);
      }),
    );
  });
});
