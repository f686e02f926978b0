import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useDraftKey } from '@/shared/forms/useDraftKey';
import { useDrafts } from '@/stores/drafts';

beforeEach(() => {
  useDrafts.getState().clearAll();
  useDrafts.getState().claim('77011234567');
});

describe('useDraftKey', () => {
  it('one key for one submission: the same across calls and a reload (a new hook), a new one for another scope', () => {
    const first = renderHook(() => useDraftKey('order')).result.current;
    const a = first.key('30000:14');
    expect(a).toMatch(/.{8,}/);
    expect(first.key('30000:14')).toBe(a);
    // A reload: the page and its hooks are new, the drafts are not.
    const again = renderHook(() => useDraftKey('order')).result.current;
    expect(again.key('30000:14')).toBe(a);
    const b = again.key('25000:14');
    expect(b).not.toBe(a);
    expect(renderHook(() => useDraftKey('order')).result.current.key('25000:14')).toBe(b);
  });

  it('the key made first serves the first scope; renew makes the next submission another one', () => {
    const k = renderHook(() => useDraftKey('pay')).result.current;
    const plain = k.key();
    expect(k.key('5000')).toBe(plain);
    k.renew();
    const next = k.key('5000');
    expect(next).not.toBe(plain);
    expect(renderHook(() => useDraftKey('pay')).result.current.key('5000')).toBe(next);
  });

  it('kept per borrower: gone at logout, and a page left open by the previous borrower saves nothing', () => {
    const k = renderHook(() => useDraftKey('feedback')).result.current;
    k.key('text');
    expect(useDrafts.getState().get('feedback#key')).toBeDefined();
    useDrafts.getState().clearAll();
    expect(useDrafts.getState().get('feedback#key')).toBeUndefined();

    const left = renderHook(() => useDraftKey('feedback')).result.current;
    useDrafts.getState().claim('77019998877');
    left.key('other text');
    expect(useDrafts.getState().get('feedback#key')).toBeUndefined();
  });

  it('another id (the same screen for another order) never carries the first id\'s key', () => {
    const hook = renderHook(({ id }) => useDraftKey(id), { initialProps: { id: 'extension-pay:A' } });
    const a = hook.result.current.key('7');
    hook.rerender({ id: 'extension-pay:B' });
    const b = hook.result.current.key('7');
    expect(b).not.toBe(a);
    expect(useDrafts.getState().get('extension-pay:B#key')?.key).toBe(b);
    expect(useDrafts.getState().get('extension-pay:A#key')?.key).toBe(a);
  });

  it('a key is kept exactly as made, even with a digit run that reads as a card number', () => {
    // 4111 1111 1111 1111 passes Luhn: typed into a form it would be cut out; a key the app made is not.
    const key = '41111111-1111-1111-abcd-ef0123456789';
    useDrafts.getState().save('order#key', { key }, undefined, { generated: true });
    expect(renderHook(() => useDraftKey('order')).result.current.key()).toBe(key);
    useDrafts.getState().save('typed', { note: key });
    expect(useDrafts.getState().get('typed')?.note).not.toContain('41111111-1111-1111');
  });
});
