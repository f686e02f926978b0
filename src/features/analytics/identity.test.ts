import { describe, expect, it } from 'vitest';
import { APP_KEYS } from '@/lib/storage';
import { browserKey, keyedPhoneHash, mobileIdentity, usableServerId } from './identity';

const PHONE = '77011234567';

describe('the mobile identity', () => {
  it('is the server borrower id when there is one', async () => {
    expect(await mobileIdentity('U000042', PHONE)).toBe('U000042');
  });

  it('is otherwise a keyed hash that does not contain or reveal the phone', async () => {
    const id = await mobileIdentity(undefined, PHONE);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain('1234567');
    // The same borrower on this browser keeps one id; another number gets another.
    expect(await mobileIdentity(null, '+7 701 123 45 67')).toBe(id);
    expect(await mobileIdentity(null, '77017654321')).not.toBe(id);
  });

  it('is keyed by this browser: the same phone under another key is another id (no dictionary attack)', async () => {
    const key = browserKey();
    expect(localStorage.getItem(APP_KEYS.analyticsKey)).toBe(key);
    expect(browserKey()).toBe(key);
    const other = 'ab'.repeat(32);
    expect(await keyedPhoneHash(PHONE, other)).not.toBe(await keyedPhoneHash(PHONE, key));
    expect(await keyedPhoneHash(PHONE, other)).toBe(await keyedPhoneHash(PHONE, other));
  });

  it('never takes a server id that looks like a phone number, and cuts a long one at 255', async () => {
    expect(usableServerId('+77011234567')).toBeNull();
    expect(usableServerId('7011234567x', PHONE)).toBeNull();
    expect(usableServerId('')).toBeNull();
    expect(usableServerId(42)).toBeNull();
    expect(usableServerId('u'.repeat(300))).toHaveLength(255);
    expect(await mobileIdentity('+77011234567', PHONE)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is none when signed out', async () => {
    expect(await mobileIdentity(null, undefined)).toBeNull();
  });
});
