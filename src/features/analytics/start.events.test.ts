/**
 * The runtime with both analytics addresses set: who the events say the borrower is, through sign-in
 * and sign-out, with the tracker sending to the sandbox's collectors.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../tests/msw-server';
import { seedBorrower } from '@/mocks/fixtures';
import type { CollectedEvent, SaEvent } from '@/mocks/domain/analytics';

vi.mock('@/config/env', async (original) => {
  const real = (await original()) as { env: Record<string, unknown> };
  return {
    env: {
      ...real.env,
      analyticsUrl: '/__sandbox/analytics/sa',
      behaviourUrl: '/__sandbox/analytics/beacon',
      behaviourProject: 'bz_test',
    },
  };
});

async function collected(): Promise<SaEvent[]> {
  const res = await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ via: 'events' }) });
  return ((await res.json()) as { events: CollectedEvent[] }).events.map((c) => c.event);
}

/** A fresh page: new modules (the runtime starts once per page), the HTTP client wired to the session. */
async function freshPage() {
  vi.resetModules();
  const { useSession } = await import('@/stores/session');
  const { configureHttp } = await import('@/lib/http-hooks');
  configureHttp({
    commonFields: () => ({ deviceId: 'test-device' }),
    token: () => useSession.getState().token,
    onSessionExpired: () => {},
  });
  const { startAnalytics } = await import('./start');
  const { track } = await import('@/shared/analytics/track');
  const { locationShown } = await import('@/shared/navigation/navBridge');
  /** The app moving to `hash`, as its router does (pushState), and its shell showing it. */
  const go = (hash: string) => {
    history.pushState(null, '', hash);
    locationShown();
  };
  return { useSession, startAnalytics, track, go };
}

/** navigator.sendBeacon as the browser has it (through msw here); a page leaving sends what waits. */
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string | Blob) => {
      void (async () => fetch(url, { method: 'POST', body: typeof data === 'string' ? data : await data.text() }).catch(() => undefined))();
      return true;
    },
  });
});
const leave = () => window.dispatchEvent(new Event('pagehide'));

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('the analytics identity', () => {
  it('is anonymous signed out, the borrower id signed in (also as mobile identity), anonymous again after sign-out', async () => {
    const page = await freshPage();
    window.location.hash = '#/pages/login/login';
    await page.startAnalytics();
    page.track('code_requested', { resend: false });

    const { token, phone } = seedBorrower(db, { stage: 'onboarded' });
    const borrowerId = db.userByPhone(phone)!.id;
    page.useSession.getState().setSession(token, phone);
    await vi.waitFor(() => {
      leave();
      return expect(collected().then((l) => l.some((e) => e.type === 'track_signup'))).resolves.toBe(true);
    });
    page.track('signed_in', { is_new: false });
    leave();
    await vi.waitFor(async () => expect((await collected()).map((e) => e.event)).toContain('signed_in'));

    // Signing out drops what still waits under the borrower (as the app's sign-out does with storage).
    page.track('amount_chosen', { amount: 30000 });
    page.useSession.getState().reset();
    // At once, before the server has said who the device is now: no event after sign-out carries the borrower.
    page.track('card_added', { brand: 'visa' });
    leave();

    await vi.waitFor(async () => expect((await collected()).map((e) => e.event)).toContain('card_added'), { timeout: 3000 });
    const events = await collected();
    const find = (name: string) => events.find((e) => e.event === name)!;

    expect(find('code_requested').distinct_id).toMatch(/^anon-/);
    expect(find('code_requested').properties).toMatchObject({ is_login: false, channel: '' });
    expect(find('code_requested').properties.mobile_identity).toBeUndefined();

    expect(find('signed_in').distinct_id).toBe(borrowerId);
    expect(find('signed_in').properties).toMatchObject({ is_login: true, mobile_identity: borrowerId });

    expect(events.map((e) => e.event)).not.toContain('amount_chosen');
    expect(find('card_added').distinct_id).not.toBe(borrowerId);
    expect(find('card_added').properties).toMatchObject({ is_login: false });
    expect(find('card_added').properties.mobile_identity).toBeUndefined();
    expect(JSON.stringify(events)).not.toContain(phone.slice(1));
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('without the server’s answer, a signed-in borrower is a keyed hash, never the phone, and no login id', async () => {
    server.use(http.post('*/Sensors/getField', () => HttpResponse.error()));
    const page = await freshPage();
    const { token, phone } = seedBorrower(db, { stage: 'onboarded' });
    page.useSession.getState().setSession(token, phone);
    await page.startAnalytics();
    page.track('amount_chosen', { amount: 20000, days: 7 });
    await page.startAnalytics(); // started once per page: a second call changes nothing
    leave();

    await vi.waitFor(async () => expect((await collected()).map((e) => e.event)).toContain('amount_chosen'), { timeout: 3000 });
    const chosen = (await collected()).find((e) => e.event === 'amount_chosen')!;
    expect(chosen.properties.mobile_identity).toMatch(/^[0-9a-f]{64}$/);
    expect(chosen.properties.is_login).toBe(true);
    expect(chosen.distinct_id).not.toContain(phone.slice(1));
    expect((await collected()).some((e) => e.type === 'track_signup')).toBe(false);
  });
});

describe('a page that starts signed out', () => {
  it('never sends as the borrower its stored ids still name (their session ended on the server’s word)', async () => {
    localStorage.setItem('analytics_id', JSON.stringify({ cookieId: 'c-1', anonymousId: 'c-1', loginId: 'U900', firstDay: '', viewed: true, latest: {}, session: null }));
    const page = await freshPage();
    window.location.hash = '#/pages/login/login';
    await page.startAnalytics();
    page.track('code_requested', { resend: false });
    leave();
    await vi.waitFor(async () => expect((await collected()).map((e) => e.event)).toContain('code_requested'), { timeout: 3000 });
    const events = await collected();
    expect(events.every((e) => e.distinct_id !== 'U900' && !('login_id' in e))).toBe(true);
    expect(JSON.stringify(events)).not.toContain('U900');
  });
});

describe('the card pages’ hold', () => {
  it('an event reported while a card page’s route is in the address waits, and is recorded once the route is left, even if the page never drew', async () => {
    const page = await freshPage();
    window.location.hash = '#/';
    await page.startAnalytics();
    // The app navigates to the card form; its code is still loading (no hold yet) when the event comes.
    page.go('#/pages/bankInfo/bank-info');
    page.track('code_requested', { resend: true });

    // The borrower goes back before the form drew: nothing will ever release a hold.
    page.go('#/');
    await vi.waitFor(
      async () => {
        leave();
        expect((await collected()).map((e) => e.event)).toContain('code_requested');
      },
      { timeout: 3000 },
    );
  });

  it('a page left for another while the card page was still on screen: that page’s view is recorded once the hold ends', async () => {
    const page = await freshPage();
    window.location.hash = '#/';
    await page.startAnalytics();
    const { holdThirdParty } = await import('@/shared/analytics/thirdPartyHold');
    page.go('#/pages/bankInfo/bank-info');
    const release = holdThirdParty();
    // The address moves on twice before the card page unmounts (a slow render of the next page).
    page.go('#/');
    page.go('#/pages/home/my');
    await new Promise((r) => setTimeout(r, 50));
    release();
    await vi.waitFor(
      async () => {
        leave();
        const views = (await collected()).filter((e) => e.event === '$pageview').map((e) => e.properties.page_path);
        expect(views).toContain('/pages/home/my');
        expect(views.filter((p) => String(p).startsWith('/pages/bankInfo/'))).toEqual([]);
      },
      { timeout: 3000 },
    );
  });
});
