import { describe, expect, it, vi } from 'vitest';
import { listenToVendorPages } from './vendorMessages';

describe('the browser sandbox hears its fake vendor pages', () => {
  it('records a well-formed result and ignores anything else', () => {
    const db = { vendorResult: vi.fn() };
    const stop = listenToVendorPages(db);
    const post = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: 'null' }));
    post({ type: 'sandbox-vendor-result', ref: 'PAY1A2B', result: 'ok' });
    post({ type: 'sandbox-vendor-result', ref: 'PAY3C4D', result: 'cancel' });
    post({ type: 'sandbox-vendor-result', ref: 'PAY1A2B', result: 'paid' });
    post({ type: 'sandbox-vendor-result', ref: '<script>', result: 'ok' });
    post({ type: 'other', ref: 'X', result: 'ok' });
    post('sandbox-vendor-result');
    expect(db.vendorResult.mock.calls).toEqual([
      ['PAY1A2B', 'ok'],
      ['PAY3C4D', 'cancel'],
    ]);
    stop();
    post({ type: 'sandbox-vendor-result', ref: 'PAY2', result: 'fail' });
    expect(db.vendorResult).toHaveBeenCalledTimes(2);
  });
});
