import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { APP_KEYS, LOGOUT_KEYS, TRACKING_KEYS } from '@/lib/storage';
import { endSession, signIn, signOut } from '@/shared/session/session';
import { useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';
import { initI18n } from '@/lib/i18n';
import { useToastStore } from '@/shared/ui/toastStore';
import * as bridge from '@/shared/navigation/navBridge';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../tests/msw-server';
import { seedBorrower } from '@/mocks/fixtures';
import { connectClient } from '@/mocks/testing';
import { userInfo } from '@/features/account/api';
import { adIdsAllowed, beaconsAllowed, marketingConsent } from '@/stores/marketingConsent';
import { captureTracking } from '@/stores/tracking';

function fillStorage() {
  for (const k of LOGOUT_KEYS) localStorage.setItem(k, `v-${k}`);
  for (const k of TRACKING_KEYS) localStorage.setItem(k, `t-${k}`);
  localStorage.setItem(APP_KEYS.locale, 'kz');
  localStorage.setItem(APP_KEYS.deviceId, 'dev-1');
}

describe('logout', () => {
  it('the spec lists exactly 30 keys', () => {
    expect(LOGOUT_KEYS).toHaveLength(30);
    expect(new Set(LOGOUT_KEYS).size).toBe(30);
  });

  it('clears exactly the listed keys, the query cache and drafts; keeps tracking, language and device id', () => {
    fillStorage();
    useSession.getState().setSession('tok', '77011234567');
    useDrafts.getState().save('profile', { email: 'a@b.kz' });
    const qc = new QueryClient();
    qc.setQueryData(['user', 'info'], { name: 'Айгерим' });

    // An event the analytics tracker queued while signed in, with the borrower's login id, and its ids; and what
    // the vendor SDK of earlier builds may have left.
    localStorage.setItem('analytics_queue', JSON.stringify([{ distinct_id: 'U000057', identities: { $identity_login_id: 'U000057' } }]));
    localStorage.setItem('analytics_id', JSON.stringify({ cookieId: 'c1', anonymousId: 'anon-1', loginId: 'U000057' }));
    localStorage.setItem('sawebjssdk-1700000000000-1', JSON.stringify({ distinct_id: 'U000057', identities: { $identity_login_id: 'U000057' } }));
    localStorage.setItem('tab-sawebjssdk-abc', JSON.stringify({ data: ['sawebjssdk-1700000000000-1'] }));

    // What this browser kept of the borrower's screens (issue 27): the answers and the copies.
    localStorage.setItem(APP_KEYS.kept, '{"buster":"x"}');
    localStorage.setItem(APP_KEYS.keptScreen, '{"#/":{}}');

    const go = vi.fn();
    signOut(qc, go);
    expect(localStorage.getItem(APP_KEYS.kept)).toBeNull();
    expect(localStorage.getItem(APP_KEYS.keptScreen)).toBeNull();
    expect(go).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage).filter((k) => k.includes('sawebjssdk'))).toEqual([]);
    expect(localStorage.getItem('analytics_queue')).toBeNull();
    // The browser stays the same anonymous visitor; the borrower's id is gone.
    expect(JSON.parse(localStorage.getItem('analytics_id')!)).toEqual({ cookieId: 'c1', anonymousId: 'anon-1', loginId: '' });

    for (const k of LOGOUT_KEYS) expect(localStorage.getItem(k), k).toBeNull();
    for (const k of TRACKING_KEYS) expect(localStorage.getItem(k), k).toBe(`t-${k}`);
    expect(localStorage.getItem(APP_KEYS.locale)).toBe('kz');
    expect(localStorage.getItem(APP_KEYS.deviceId)).toBe('dev-1');
    expect(localStorage.getItem(APP_KEYS.drafts)).toBeNull();
    expect(qc.getQueryData(['user', 'info'])).toBeUndefined();
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().userData).toEqual({ step: 0 });
  });

  it("forgets the borrower's marketing consent: a later visitor's ad link ids are not stored or sent under it", () => {
    useSession.getState().setSession('tok', '77011234567');
    localStorage.setItem(APP_KEYS.marketingConsent, 'given');
    expect(adIdsAllowed()).toBe(true);
    signOut(new QueryClient(), () => {}, { revoke: false });
    expect(marketingConsent()).toBeNull();
    expect(adIdsAllowed()).toBe(false);
    localStorage.removeItem('ttclid');
    captureTracking('https://app.example/?ttclid=visitor-2#/');
    expect(localStorage.getItem('ttclid')).toBeNull();
  });

  it('keeps a withdrawal: nothing starts going from this browser again until someone signs in and says so', () => {
    useSession.getState().setSession('tok', '77011234567');
    localStorage.setItem(APP_KEYS.marketingConsent, 'withdrawn');
    signOut(new QueryClient(), () => {}, { revoke: false });
    expect(marketingConsent()).toBe('withdrawn');
    expect(beaconsAllowed()).toBe(false);
  });
});

describe('sign-in', () => {
  it('starts with nothing a previous session kept in this browser (its end should have removed it)', async () => {
    localStorage.setItem(APP_KEYS.kept, '{"buster":"x"}');
    localStorage.setItem(APP_KEYS.keptScreen, '{"#/":{}}');
    const { phone, token } = seedBorrower(db, { stage: 'active_loan' });
    await signIn(new QueryClient(), { token, phone });
    expect(localStorage.getItem(APP_KEYS.kept)).toBeNull();
    expect(localStorage.getItem(APP_KEYS.keptScreen)).toBeNull();
    expect(useSession.getState().token).toBe(token);
  });
});

describe('logout ends the session on the server (issue 29 M1)', () => {
  it('a copy of the token taken before logout answers code 301 afterwards', async () => {
    const { token } = seedBorrower(db, { phone: '77011230001', stage: 'with_card' });
    const client = connectClient(token);
    useSession.getState().setSession(token, '77011230001');
    await expect(userInfo()).resolves.toBeTruthy();

    signOut(new QueryClient(), () => {});
    expect(useSession.getState().token).toBe('');
    // The call goes out after the local clear; the copy dies once the server has it.
    await vi.waitFor(async () => {
      await expect(userInfo()).rejects.toMatchObject({ kind: 'session', code: 301 });
    });
    expect(client.token).toBe(token);
  });
});

describe('logout without the network (second security pass)', () => {
  it('the server hears of it once the browser is back online, and the copy of the token dies then', async () => {
    const { token } = seedBorrower(db, { phone: '77011230002', stage: 'with_card' });
    connectClient(token);
    useSession.getState().setSession(token, '77011230002');
    let offline = true;
    let calls = 0;
    server.use(
      http.post('*/api/index/logout', () => {
        calls += 1;
        return offline ? HttpResponse.error() : undefined;
      }),
    );
    signOut(new QueryClient(), () => {});
    await vi.waitFor(() => expect(calls).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    await expect(userInfo()).resolves.toBeTruthy(); // not revoked yet: the call found no network

    offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => {
      await expect(userInfo()).rejects.toMatchObject({ kind: 'session', code: 301 });
    });
    expect(calls).toBe(2);
    // Once: a later `online` sends nothing more.
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(2);
  });
});

describe('session end (301/501)', () => {
  it('resets user data, keeps drafts, shows the message and opens login with the way back', async () => {
    await initI18n({ locale: 'ru' });
    useSession.getState().setSession('tok', '77011234567');
    useDrafts.getState().save('contacts', { name1: 'Ерлан' });
    const navigate = vi.spyOn(bridge, 'navigateOutside').mockImplementation(() => {});
    vi.spyOn(bridge, 'currentLocation').mockReturnValue({ pathname: '/pages/info/info', search: '?a=1' });
    vi.spyOn(bridge, 'currentPage').mockReturnValue({ pathname: '/pages/info/info', search: '?a=1' });
    const qc = new QueryClient();
    qc.setQueryData(['x'], 1);
    endSession(qc);

    expect(localStorage.getItem('token')).toBeNull();
    expect(useSession.getState().token).toBe('');
    expect(qc.getQueryData(['x'])).toBeUndefined();
    expect(useDrafts.getState().get('contacts')).toEqual({ name1: 'Ерлан' });
    expect(navigate).toHaveBeenCalledWith('/pages/login/login?redirect=%2Fpages%2Finfo%2Finfo%3Fa%3D1&reason=expired', { replace: true });
  });

  it('stays on login when already there, with the message as a toast', async () => {
    await initI18n({ locale: 'ru' });
    const navigate = vi.spyOn(bridge, 'navigateOutside').mockImplementation(() => {});
    vi.spyOn(bridge, 'currentLocation').mockReturnValue({ pathname: '/pages/login/login', search: '' });
    endSession(new QueryClient());
    expect(navigate).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Срок действия входа истек']);
  });
});
