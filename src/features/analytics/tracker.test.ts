/**
 * The app's analytics tracker, configured as the app does it, sending to the sandbox's collectors
 * (src/mocks/routes/analytics.ts) through msw: what leaves is what the collectors decode, in the Sensors Data
 * wire format the company's installation reads (docs/analytics.md, "Wire format").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { decodePayload, type CollectedEvent, type SaEvent } from '@/mocks/domain/analytics';
import { SPEC, type Targets } from './config';
import { adoptSdkStorage, createTracker, ID_KEY, LIB_VERSION, QUEUE_KEY, SOURCE, trafficSource, type EventContext, type Tracker } from './tracker';

const TARGETS: Targets = {
  eventsUrl: 'http://localhost/__sandbox/analytics/sa',
  behaviourUrl: 'http://localhost/__sandbox/analytics/beacon?project=bz_test',
};

const CTX: EventContext = {
  common: () => ({ app_name: 'bystrye-zaimy', app_version: '1.1.7', channel: 'tiktok_spring', is_login: false }),
  secrets: () => ({ token: 'tok-secret-123456', phone: '77011234567' }),
};

const running: Tracker[] = [];
/** A page's tracker (a page load gets a new one; the browser's storage says who). */
function start(targets: Targets = TARGETS, ctx: EventContext = CTX, now?: () => number): Tracker {
  const tracker = createTracker(targets, ctx, window, now);
  running.push(tracker);
  return tracker;
}

/** navigator.sendBeacon as the browser has it: queued, then POSTed (here through msw). */
const beacons: Array<{ url: string; body: string }> = [];
function installBeacon(accept = () => true) {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string | Blob) => {
      if (!accept()) return false;
      void (async () => {
        const body = typeof data === 'string' ? data : await data.text();
        beacons.push({ url, body });
        await fetch(url, { method: 'POST', body }).catch(() => undefined); // offline: a beacon is lost
      })();
      return true;
    },
  });
}

async function collected(filter: Record<string, unknown> = {}): Promise<CollectedEvent[]> {
  const res = await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify(filter) });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}
const received = async (): Promise<SaEvent[]> => (await collected({ via: 'events' })).map((c) => c.event);

async function waitForEvent(name: string) {
  await vi.waitFor(async () => expect((await received()).map((e) => e.event)).toContain(name));
}

const queued = (): SaEvent[] => JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as SaEvent[];

beforeEach(() => {
  beacons.length = 0;
  installBeacon();
  window.location.hash = '#/pages/login/login';
});
afterEach(async () => {
  for (const t of running.splice(0)) t.stop();
  await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ clear: true }) });
  delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the events, as the collector reads them', () => {
  it('a batch to the collector and a beacon per event to the behaviour server, in the SDK’s shape', async () => {
    const tracker = start();
    tracker.track('order_submitted', { amount: 30000, days: 14, text: 'Қарыз · заём ✓' });
    tracker.trackFirstPage(); // a page view sends what waits at once

    await waitForEvent('$pageview');
    const all = await collected({ via: 'events' });
    expect(all.every((c) => c.transport === 'batch')).toBe(true);
    // A browser seen for the first time: the first-visit profile, the order, the page view.
    expect(all.map((c) => c.event.type)).toEqual(['profile_set_once', 'track', 'track']);

    const submitted = all.find((c) => c.event.event === 'order_submitted')!.event;
    const cookieId = submitted.identities as Record<string, string>;
    expect(submitted).toMatchObject({
      type: 'track',
      distinct_id: cookieId.$identity_cookie_id,
      anonymous_id: cookieId.$identity_cookie_id,
      lib: { $lib: 'js', $lib_method: 'code', $lib_version: LIB_VERSION },
    });
    expect(submitted._flush_time).toBeGreaterThanOrEqual(submitted.time!);
    expect(submitted.properties).toMatchObject({
      amount: 30000,
      days: 14,
      text: 'Қарыз · заём ✓',
      channel: 'tiktok_spring',
      is_login: false,
      $lib: 'js',
      $lib_version: LIB_VERSION,
      $url: 'http://localhost:3000/#/pages/login/login',
      $title: 'title.login.login',
      $is_first_day: true,
      $latest_traffic_source_type: SOURCE.direct,
      $timezone_offset: new Date().getTimezoneOffset(),
    });
    expect(submitted.properties.$event_session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof submitted.properties.$viewport_width).toBe('number');

    const view = all.find((c) => c.event.event === '$pageview')!.event;
    expect(view.properties).toMatchObject({
      page_path: '/pages/login/login',
      page_title_key: 'title.login.login',
      previous_page: '',
      $referrer: '',
      $url_path: '/',
      $is_first_time: true,
      $event_session_id: submitted.properties.$event_session_id,
    });

    // Behaviour: one beacon per track event, the SDK's single-event encoding, the project in the address.
    await vi.waitFor(async () => expect((await collected({ via: 'behaviour' })).length).toBe(2));
    for (const b of beacons.filter((x) => x.url.includes('/beacon'))) {
      expect(new URL(b.url).searchParams.get('project')).toBe('bz_test');
      expect(b.body).toMatch(/^data=.+&ext=crc%3D-?\d+$/);
      expect(['order_submitted', '$pageview']).toContain(decodePayload(b.body).events[0]!.event);
    }
    // Nothing of it in a cookie: a cookie would ride on every request to the app's host.
    expect(document.cookie).toBe('');
  });

  it('cuts strings at 500 characters; the page address loses its query', async () => {
    const tracker = start();
    window.location.hash = '#/pages/personal/loan_order?orderNo=BZ-2026-000123&return=1';
    tracker.track('repayment_started', { reason: 'x'.repeat(600) });
    tracker.trackFirstPage();
    await waitForEvent('repayment_started');
    const started = (await received()).find((e) => e.event === 'repayment_started')!;
    expect(String(started.properties.reason)).toHaveLength(SPEC.maxString);
    expect(started.properties.$url).toBe('http://localhost:3000/#/pages/personal/loan_order');
    expect(JSON.stringify(await collected())).not.toContain('BZ-2026-000123');
  });

  it('drops a value that looks personal or holds the token, keeping the key to show the fault', async () => {
    const tracker = start();
    tracker.track('card_added', { brand: 'visa', oops: 'call +7 701 123 45 67', leak: 'Bearer tok-secret-123456', pan: '4400 4301 2345 6789' });
    tracker.trackFirstPage();
    await waitForEvent('card_added');
    const card = (await received()).find((e) => e.event === 'card_added')!;
    expect(card.properties).toMatchObject({ brand: 'visa', oops: '[removed]', leak: '[removed]', pan: '[removed]' });
  });

  it('keeps the mobile identity whole even when the hash holds a run of twelve digits (it is not an IIN)', async () => {
    const hash = 'ab' + '123456789012' + 'cd'.repeat(25);
    const tracker = start(TARGETS, { ...CTX, identity: () => ({ mobile_identity: hash }) });
    tracker.track('amount_chosen', { amount: 20000, note: hash });
    tracker.trackFirstPage();
    await waitForEvent('amount_chosen');
    const chosen = (await received()).find((e) => e.event === 'amount_chosen')!;
    expect(chosen.properties.mobile_identity).toBe(hash);
    // The same text anywhere else is still filtered.
    expect(chosen.properties.note).toBe('[removed]');
  });

  it('keeps the session id whole whatever its random digits (a run of twelve is not an IIN)', async () => {
    // The bytes of a session id that reads 12 34 56 78 90 12 …: twelve digits in a row (about one random id in fifty
    // looks personal to the filter: twelve digits, a phone's shape or a Luhn-valid run).
    const bytes = [0x12, 0x34, 0x56, 0x78, 0x90, 0x12, 0xab, 0xcd, 0xef, 0xab, 0xcd, 0xef, 0xab, 0xcd, 0xef, 0xab];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array) array.set(bytes.slice(0, array.length));
      return array;
    });
    try {
      const tracker = start();
      tracker.track('amount_chosen', { amount: 20000 });
      tracker.trackFirstPage();
      await waitForEvent('amount_chosen');
    } finally {
      spy.mockRestore();
    }
    const chosen = (await received()).find((e) => e.event === 'amount_chosen')!;
    expect(chosen.properties.$event_session_id).toBe('123456789012abcdefabcdefabcdefab');
  });

  it('a page change before the visit’s first page view was recorded: that one first, then the new page, once each', async () => {
    const tracker = start();
    history.pushState(null, '', '#/pages/home/my');
    tracker.routeShown();
    tracker.trackFirstPage(); // analytics' start catching up: nothing more
    await vi.waitFor(async () => expect((await received()).filter((e) => e.event === '$pageview')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    const views = (await received()).filter((e) => e.event === '$pageview');
    expect(views.map((e) => [e.properties.page_path, e.properties.previous_page, e.properties.$url])).toEqual([
      ['/pages/login/login', '', 'http://localhost:3000/#/pages/login/login'],
      ['/pages/home/my', '/pages/login/login', 'http://localhost:3000/#/pages/home/my'],
    ]);
  });

  it('a page change is a page view with the previous page; a change of query alone is not', async () => {
    const tracker = start();
    tracker.trackFirstPage();
    history.pushState(null, '', '#/pages/login/login?redirect=%2F');
    tracker.routeShown();
    history.pushState(null, '', '#/pages/home/my');
    tracker.routeShown();
    await vi.waitFor(async () => expect((await received()).filter((e) => e.event === '$pageview')).toHaveLength(2));
    const second = (await received()).filter((e) => e.event === '$pageview')[1]!;
    expect(second.properties).toMatchObject({
      page_path: '/pages/home/my',
      previous_page: '/pages/login/login',
      $referrer: 'http://localhost:3000/#/pages/login/login',
      $referrer_host: 'localhost',
      $is_first_time: false,
    });
  });
});

describe('where the borrower came from', () => {
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).referrer;
    history.replaceState(null, '', '/');
  });

  it('a site whose address begins with the app’s origin is another site', async () => {
    Object.defineProperty(document, 'referrer', { configurable: true, value: 'http://localhost:30001/page?x=1' });
    const tracker = start();
    tracker.trackFirstPage();
    await waitForEvent('$pageview');
    const view = (await received()).find((e) => e.event === '$pageview')!;
    expect(view.properties).toMatchObject({ previous_page: 'http://localhost:30001/', $latest_traffic_source_type: SOURCE.referral });
  });

  it('another site: its origin only, as the first page’s previous page and the latest source; a link’s utm tags make it paid', async () => {
    Object.defineProperty(document, 'referrer', { configurable: true, value: 'https://www.tiktok.com/@lender/video/123?lang=ru' });
    history.replaceState(null, '', '/?utm_source=tiktok&utm_campaign=spring%3Cb%3E#/pages/login/login');
    const tracker = start();
    tracker.trackFirstPage();
    await waitForEvent('$pageview');
    const view = (await received()).find((e) => e.event === '$pageview')!;
    expect(view.properties).toMatchObject({
      previous_page: 'https://www.tiktok.com/',
      $referrer: 'https://www.tiktok.com/',
      $referrer_host: 'www.tiktok.com',
      $latest_referrer: 'https://www.tiktok.com/',
      $latest_traffic_source_type: SOURCE.paid,
      $latest_utm_source: 'tiktok',
    });
    // A tag that is not a label (markup) is not kept.
    expect(view.properties).not.toHaveProperty('$latest_utm_campaign');
    expect(JSON.stringify(await collected())).not.toContain('@lender');
    const profile = (await received()).find((e) => e.type === 'profile_set_once')!;
    expect(profile.properties).toMatchObject({ $first_referrer: 'https://www.tiktok.com/', $first_traffic_source_type: SOURCE.paid });
    expect(localStorage.getItem(ID_KEY)).not.toContain('@lender');
  });
});

describe('who the events say the browser is', () => {
  it('anonymous, then signed in with one $SignUp joining the two, then anonymous again', async () => {
    const tracker = start();
    tracker.identify('anon-server-1');
    tracker.track('code_requested', { resend: false });
    tracker.login('U123');
    tracker.login('U123'); // the same borrower again: no second $SignUp
    tracker.track('signed_in', { is_new: false });
    tracker.logout();
    tracker.track('card_added', { brand: 'visa' });
    tracker.flush();
    await waitForEvent('card_added');
    const events = await received();
    const find = (name: string) => events.find((e) => e.event === name)!;

    expect(find('code_requested')).toMatchObject({ distinct_id: 'anon-server-1', anonymous_id: 'anon-server-1' });
    expect(find('code_requested').identities).toMatchObject({ $identity_anonymous_id: 'anon-server-1' });
    expect(events.filter((e) => e.type === 'track_signup')).toHaveLength(1);
    expect(find('$SignUp')).toMatchObject({ distinct_id: 'U123', login_id: 'U123', original_id: 'anon-server-1', anonymous_id: 'anon-server-1' });
    expect(find('signed_in')).toMatchObject({ distinct_id: 'U123', login_id: 'U123' });
    expect(find('signed_in').identities).toMatchObject({ $identity_login_id: 'U123', $identity_anonymous_id: 'anon-server-1' });
    expect(find('card_added').distinct_id).toBe('anon-server-1');
    expect(find('card_added').login_id).toBeUndefined();
    expect(find('card_added').identities).not.toHaveProperty('$identity_login_id');
  });

  it('a second borrower signing in on the same device is joined to the anonymous id, never to the first borrower', async () => {
    const tracker = start();
    tracker.identify('anon-server-1');
    tracker.login('U1');
    tracker.login('U2'); // another borrower's token in this browser (another tab signed in as them)
    tracker.flush();
    await vi.waitFor(async () => expect((await received()).filter((e) => e.type === 'track_signup')).toHaveLength(2));
    const signUps = (await received()).filter((e) => e.type === 'track_signup');
    expect(signUps.map((e) => [e.distinct_id, e.original_id])).toEqual([
      ['U1', 'anon-server-1'],
      ['U2', 'anon-server-1'],
    ]);
  });

  it('two tabs of one browser are one visitor in one session', () => {
    const a = start({ ...TARGETS, behaviourUrl: null });
    const b = start({ ...TARGETS, behaviourUrl: null });
    a.identify('anon-server-1');
    a.track('amount_chosen', { amount: 1 });
    b.track('amount_chosen', { amount: 2 });
    const [first, second] = queued().filter((e) => e.event === 'amount_chosen');
    expect(second!.distinct_id).toBe('anon-server-1');
    expect(second!.properties.$event_session_id).toBe(first!.properties.$event_session_id);
  });

  it('the next page load is the same browser: the same ids, no second first-visit profile, not a first page view', async () => {
    const first = start();
    first.identify('anon-server-1');
    first.trackFirstPage();
    await waitForEvent('$pageview');
    running.splice(0).forEach((t) => t.stop());
    await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ clear: true }) });
    const next = start();
    next.trackFirstPage();
    await waitForEvent('$pageview');
    const events = await received();
    expect(events.filter((e) => e.type === 'profile_set_once')).toEqual([]);
    const view = events.find((e) => e.event === '$pageview')!;
    expect(view.distinct_id).toBe('anon-server-1');
    expect(view.properties.$is_first_time).toBe(false);
  });

  it('a session is 30 minutes without an event, or 12 hours at most', () => {
    let t = Date.UTC(2026, 10, 27, 6, 0);
    const tracker = start({ ...TARGETS, behaviourUrl: null }, CTX, () => t);
    const sessionOf = () => queued().at(-1)!.properties.$event_session_id;
    tracker.track('amount_chosen', { amount: 1 });
    const first = sessionOf();
    t += 29 * 60_000;
    tracker.track('amount_chosen', { amount: 2 });
    expect(sessionOf()).toBe(first);
    t += 31 * 60_000;
    tracker.track('amount_chosen', { amount: 3 });
    const second = sessionOf();
    expect(second).not.toBe(first);
    for (let i = 0; i < 25; i++) {
      t += 29 * 60_000;
      tracker.track('amount_chosen', { amount: 4 + i });
    }
    expect(sessionOf()).not.toBe(second); // 12 h 5 min after it began
  });

  it('takes over what the vendor’s SDK left in this browser: its ids and its waiting events, then removes them', async () => {
    const identities = btoa(JSON.stringify({ $identity_cookie_id: 'sdk-cookie-1', $identity_login_id: 'U777' }));
    const value = { distinct_id: 'U777', first_id: 'anon-sdk-1', props: {}, identities };
    document.cookie = `sa_jssdk_2015_localhost=${encodeURIComponent(JSON.stringify(value))}; path=/`;
    document.cookie = 'sensorsdata2015jssdksession=%7B%7D; path=/';
    const old: SaEvent = { type: 'track', event: 'amount_chosen', distinct_id: 'U777', time: 1_700_000_000_000, properties: { amount: 5000 } };
    localStorage.setItem('sawebjssdk-0.123', JSON.stringify(old));
    localStorage.setItem('tab-sawebjssdk-0.456', JSON.stringify({ data: ['sawebjssdk-0.123'] }));

    const tracker = start();
    expect(tracker.who()).toEqual({ distinctId: 'U777', loginId: 'U777', anonymousId: 'anon-sdk-1' });
    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage).filter((k) => k.includes('sawebjssdk'))).toEqual([]);
    tracker.trackFirstPage();
    await waitForEvent('$pageview');
    const events = await received();
    expect(events.find((e) => e.event === 'amount_chosen')).toMatchObject({ distinct_id: 'U777', time: 1_700_000_000_000 });
    // A browser the SDK knew is not new: no first-visit profile, not its first day, not its first page view.
    expect(events.filter((e) => e.type === 'profile_set_once')).toEqual([]);
    const view = events.find((e) => e.event === '$pageview')!;
    expect(view).toMatchObject({ distinct_id: 'U777', identities: { $identity_cookie_id: 'sdk-cookie-1' } });
    expect(view.properties).toMatchObject({ $is_first_day: false, $is_first_time: false });
    expect(JSON.parse(localStorage.getItem(ID_KEY)!)).toMatchObject({ cookieId: 'sdk-cookie-1' });
  });
});

describe('the vendor SDK’s cookies on the company’s host', () => {
  it('are found under the SDK’s names (dots of the host as underscores), taken over once and always removed', () => {
    const jar = new Map<string, string>();
    const identities = btoa(JSON.stringify({ $identity_cookie_id: 'sdk-cookie-9' }));
    jar.set('sa_jssdk_2015_app_bystrye-zaimy_kz', encodeURIComponent(JSON.stringify({ distinct_id: 'anon-sdk-9', first_id: '', identities })));
    jar.set('sajssdk_2015_new_user_app_bystrye-zaimy_kz', '1');
    jar.set('sensorsdata2015jssdksession', '%7B%7D');
    jar.set('_fbp', 'fb.1.2.3');
    const doc = {
      get cookie() {
        return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(v: string) {
        const name = v.slice(0, v.indexOf('='));
        if (/expires=Thu, 01 Jan 1970/.test(v)) jar.delete(name);
      },
    };
    const win = { location: { hostname: 'app.bystrye-zaimy.kz' }, document: doc } as unknown as Window;
    expect(adoptSdkStorage(win, localStorage).ids).toEqual({ cookieId: 'sdk-cookie-9', anonymousId: 'anon-sdk-9', loginId: '' });
    expect([...jar.keys()]).toEqual(['_fbp']);

    // Known already (analytics_id kept): a cookie an older tab wrote again is removed, its ids not taken.
    localStorage.setItem(ID_KEY, JSON.stringify({ cookieId: 'c', anonymousId: 'c', loginId: '' }));
    jar.set('sa_jssdk_2015_app_bystrye-zaimy_kz', encodeURIComponent(JSON.stringify({ distinct_id: 'other', first_id: '' })));
    expect(adoptSdkStorage(win, localStorage).ids).toBeNull();
    expect([...jar.keys()]).toEqual(['_fbp']);
  });
});

describe('waiting and sending', () => {
  it('storage refused (private mode, full): the events wait in memory and still go', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const tracker = start({ ...TARGETS, behaviourUrl: null });
      tracker.track('order_submitted', { amount: 80000 });
      await tracker.send();
      await waitForEvent('order_submitted');
    } finally {
      setItem.mockRestore();
    }
  });

  it('a batch answered after the page handed it over by beacon does not lose or double the next one', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true }); // accepted, not posted
    const gates: Array<(ok: boolean) => void> = [];
    server.use(
      http.post('*/__sandbox/analytics/sa.gif', () => new Promise<Response>((resolve) => gates.push((ok) => resolve(ok ? HttpResponse.text('') : HttpResponse.error())))),
    );
    const tracker = start({ ...TARGETS, behaviourUrl: null });
    tracker.track('amount_chosen', { amount: 1 });
    const a = tracker.send();
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    expect(tracker.flush()).toBe(2); // the page is hidden: batch A (and the profile) handed over by beacon
    tracker.track('amount_chosen', { amount: 2 });
    const b = tracker.send();
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    gates[0]!(true); // A answered late
    await a;
    gates[1]!(false); // B failed: it waits for the next send
    await b;
    expect(queued().map((e) => e.properties.amount)).toEqual([2]);
  });

  it('after a sign-out nothing recorded under the borrower leaves, even a batch that was in flight and failed', async () => {
    const gates: Array<(ok: boolean) => void> = [];
    server.use(
      http.post('*/__sandbox/analytics/sa.gif', () => new Promise<Response>((resolve) => gates.push((ok) => resolve(ok ? HttpResponse.text('') : HttpResponse.error())))),
    );
    let held = false;
    const tracker = start(TARGETS, { ...CTX, held: () => held });
    tracker.login('U1');
    await vi.waitFor(() => expect(gates).toHaveLength(1)); // the $SignUp's batch, in flight
    held = true;
    tracker.track('card_added', { brand: 'visa' }); // its behaviour beacon waits for the card page to close
    tracker.forget();
    gates[0]!(false);
    await new Promise((r) => setTimeout(r, 100)); // the failed batch's answer has come back
    expect(tracker.who().loginId).toBe('');
    held = false;
    beacons.length = 0;
    await tracker.send();
    expect(queued()).toEqual([]);
    expect(tracker.flush()).toBe(0);
    expect(beacons).toEqual([]);
  });

  it('the consent gate is the sender’s own: an event recorded with the ids and sent after a withdrawal leaves without them', async () => {
    localStorage.setItem('marketing_consent', 'given');
    const ids = { fbp: 'fb.1.1700000000.424242', ttclid: 'E.C.P.ttclid-777' };
    const allowed = () => localStorage.getItem('marketing_consent') !== 'withdrawn';
    let held = true;
    const tracker = start(TARGETS, {
      ...CTX,
      common: () => ({ ...CTX.common(), ...ids }), // as if built while the consent was given
      marketing: { allowed, adIds: ['fbp', 'ttclid'] },
      held: () => held,
    });
    tracker.track('amount_chosen', { amount: 50000 }); // waits: queued, its behaviour beacon held
    expect(JSON.stringify(queued())).toContain(ids.fbp);
    localStorage.setItem('marketing_consent', 'withdrawn'); // another tab; the queue is not stripped here
    held = false;
    await tracker.send();
    await waitForEvent('amount_chosen');
    expect(JSON.stringify(await collected())).not.toContain(ids.fbp);
    expect(JSON.stringify(await collected())).not.toContain(ids.ttclid);
    expect(beacons.filter((b) => b.url.includes('/beacon'))).toEqual([]);
  });

  it('a batch the collector does not take waits, and goes with the next send', async () => {
    let refuse = true;
    server.use(http.post('*/__sandbox/analytics/sa.gif', () => (refuse ? HttpResponse.text('busy', { status: 503 }) : undefined)));
    const tracker = start({ ...TARGETS, behaviourUrl: null });
    tracker.track('order_submitted', { amount: 80000 });
    await tracker.send();
    expect(queued().map((e) => e.event)).toContain('order_submitted');
    refuse = false;
    await tracker.send();
    expect(queued()).toEqual([]);
    await waitForEvent('order_submitted');
  });

  it('sends what waits every 6 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const tracker = start({ ...TARGETS, behaviourUrl: null });
      tracker.track('extension_paid', { days: 14 });
      expect(queued()).toHaveLength(2); // with the first-visit profile
      vi.advanceTimersByTime(SPEC.batchIntervalMs);
      expect(queued()).toEqual([]); // taken for the batch at once: another tab does not send it too
      await waitForEvent('extension_paid');
    } finally {
      vi.useRealTimers();
    }
  });

  it('nothing leaves while a card page is on screen; the events and their behaviour beacons go after it', async () => {
    let held = true;
    const tracker = start(TARGETS, { ...CTX, held: () => held });
    tracker.track('card_added', { brand: 'visa' });
    await tracker.send();
    expect(tracker.flush()).toBe(0);
    expect(beacons).toEqual([]);
    held = false;
    await tracker.send();
    await waitForEvent('card_added');
    await vi.waitFor(async () => expect((await collected({ via: 'behaviour' })).map((c) => c.event.event)).toEqual(['card_added']));
  });

  it('keeps at most the batch storage limit while the collector is unreachable, and a page leaving hands them over by beacon', async () => {
    server.use(http.post('*/__sandbox/analytics/:file', () => HttpResponse.error()));
    const tracker = start({ ...TARGETS, behaviourUrl: null });
    for (let i = 0; i < SPEC.batchStorage + 60; i++) tracker.track('amount_chosen', { amount: 10000 + i * 5000 });
    expect(queued()).toHaveLength(SPEC.batchStorage);
    await tracker.send(); // unreachable: all of them wait again
    expect(queued()).toHaveLength(SPEC.batchStorage);

    // Reload: a new page's tracker sees them; leaving that page beacons them, oldest first.
    server.resetHandlers();
    await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ clear: true }) });
    beacons.length = 0;
    start({ ...TARGETS, behaviourUrl: null });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await received()).length).toBe(SPEC.batchStorage));
    expect(queued()).toEqual([]);
    const sent = beacons.filter((b) => b.url.includes('/sa'));
    expect(sent.length).toBeGreaterThan(1); // several beacons: each under the browser's 64 kB
    for (const b of sent) expect(b.body.length).toBeLessThan(64_000);
    const amounts = (await received()).filter((e) => e.event === 'amount_chosen').map((e) => e.properties.amount);
    expect(amounts.slice(0, 3)).toEqual([10000, 15000, 20000]);
  });

  it('a refused beacon leaves the events waiting for the next visit', () => {
    const tracker = start({ ...TARGETS, behaviourUrl: null });
    tracker.track('extension_paid', { days: 14 });
    expect(queued()).toHaveLength(2);
    installBeacon(() => false);
    expect(tracker.flush()).toBe(0);
    expect(queued()).toHaveLength(2);
    installBeacon();
    expect(tracker.flush()).toBe(2);
    expect(queued()).toEqual([]);
  });

  it('without an event collector, behaviour beacons only and nothing stored', async () => {
    const tracker = start({ eventsUrl: null, behaviourUrl: TARGETS.behaviourUrl });
    tracker.track('liveness_passed', {});
    await vi.waitFor(async () => expect((await collected({ via: 'behaviour' })).map((c) => c.event.event)).toEqual(['liveness_passed']));
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    expect(await received()).toEqual([]);
  });
});

describe('the traffic source', () => {
  it('is the SDK’s: a link with utm tags is paid, then search engines, social sites, none, any other site', () => {
    expect(trafficSource('https://app.kz/?utm_source=tiktok#/', 'https://www.tiktok.com/')).toBe(SOURCE.paid);
    expect(trafficSource('https://app.kz/#/?utm_campaign=spring', '')).toBe(SOURCE.paid);
    expect(trafficSource('https://app.kz/#/', 'https://www.google.kz/search?q=zaim')).toBe(SOURCE.search);
    expect(trafficSource('https://app.kz/#/', 'https://yandex.kz/')).toBe(SOURCE.search);
    expect(trafficSource('https://app.kz/#/', 'https://www.tiktok.com/')).toBe(SOURCE.social);
    expect(trafficSource('https://app.kz/#/', 'https://l.instagram.com/')).toBe(SOURCE.social);
    expect(trafficSource('https://app.kz/#/', '')).toBe(SOURCE.direct);
    expect(trafficSource('https://app.kz/#/', 'https://news.example.kz/a')).toBe(SOURCE.referral);
    // A host that only contains a social site's name is not one.
    expect(trafficSource('https://app.kz/#/', 'https://nottiktok.com/')).toBe(SOURCE.referral);
    // An Android app's in-app browser names the app.
    expect(trafficSource('https://app.kz/#/', 'android-app://com.zhiliaoapp.musically/')).toBe(SOURCE.social);
    expect(trafficSource('https://app.kz/#/', 'android-app://com.example.news/')).toBe(SOURCE.referral);
  });
});
