import { describe, expect, it } from 'vitest';
import { hashQuery, hashRoute } from './hashAddress';

describe('hash addresses', () => {
  it('reads the route of a hash address without its query', () => {
    expect(hashRoute('#/pages/home/index?channel=x')).toBe('/pages/home/index');
    expect(hashRoute('/pages/home/my')).toBe('/pages/home/my');
    expect(hashRoute('')).toBe('');
    expect(hashRoute('#')).toBe('');
  });

  it('reads the query of a hash address, a `?` inside a value kept', () => {
    expect(hashQuery('#/pages/webview/loanRepayment?orderNo=A1&return=1').get('orderNo')).toBe('A1');
    expect(hashQuery('#/pages/webview/webview?url=https://x.kz/?a=1').get('url')).toBe('https://x.kz/?a=1');
    expect([...hashQuery('#/')]).toEqual([]);
    expect([...hashQuery('')]).toEqual([]);
  });
});
