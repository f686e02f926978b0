import { describe, expect, it } from 'vitest';
import { clearLogoutKeys, FORBIDDEN_KEYS, readRaw, writeRaw } from '@/lib/storage';
import { syncSessionAcrossTabs, useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';

describe('storage', () => {
  it('refuses to persist card number or CVC under the legacy keys', () => {
    expect(() => writeRaw('bankNumber', '4400430000001234')).toThrow(/card data/);
    expect(() => writeRaw('bankCVC', '123')).toThrow(/card data/);
    expect(localStorage.getItem('bankNumber')).toBeNull();
  });

  it('logout still removes what an older version left under them', () => {
    // Stand-in for whatever an old app version stored there (no card-like value needed to test removal).
    for (const key of FORBIDDEN_KEYS) localStorage.setItem(key, 'left-by-an-old-version');
    clearLogoutKeys();
    for (const key of FORBIDDEN_KEYS) expect(readRaw(key), key).toBeNull();
  });

  it('drafts never keep card-number or CVC fields', () => {
    useDrafts.getState().save('card', { holder: 'AIGERIM N', cardNumber: '4400430000001234', cvc: '123', bankNumber: '1', bank: 'kaspi' });
    const stored = localStorage.getItem('drafts') ?? '';
    expect(stored).toContain('AIGERIM N');
    expect(stored).not.toContain('4400430000001234');
    expect(stored).not.toMatch(/"cvc"|"cardNumber"|"bankNumber"/);
  });
});

describe('other tabs', () => {
  it('follow a logout made in another tab', () => {
    useSession.getState().setSession('tok-1', '77011234567');
    const stop = syncSessionAcrossTabs();
    localStorage.removeItem('token'); // what the other tab's logout did
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(useSession.getState().token).toBe('');
    stop();
  });
});
