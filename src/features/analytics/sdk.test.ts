/**
 * The real Sensors Data SDK, configured and wired as the app does it (sdk.ts), sending to the sandbox's
 * collectors (src/mocks/routes/analytics.ts) through msw: what leaves is what the collectors decode.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Sensors, SaEventData } from 'sa-sdk-javascript/dist/web/sensorsdata.es6.js';
import { server } from '../../../tests/msw-server';
import { decodePayload, type CollectedEvent } from '@/mocks/domain/analytics';
import { SPEC, type Targets } from './config';
import { reuseStoreProbes, STORE_PROBE_MS, wireSdk, type EventContext } from './sdk';

const TARGETS: Targets = {
  eventsUrl: 'http://localhost/__sandbox/analytics/sa',
  behaviourUrl: 'http://localhost/__sandbox/analytics/beacon?project=bz_test',
};

const CTX: EventContext = {
  common: () => ({ app_name: 'bystrye-zaimy', app_version: '1.1.7', channel: 'tiktok_spring', is_login: false }),
  secrets: () => ({ token: 'tok-secret-123456', phone: '77011234567' }),
};

/** A fresh SDK, as a new page load gets it (the module keeps its state; the page's cookies say who). */
async function loadSdk(): Promise<Sensors> {
  vi.resetModules();
  delete (window as unknown as Record<string, unknown>).sensorsDataAnalytic201505;
  return (await import('sa-sdk-javascript/dist/web/sensorsdata.es6.js')).default;
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

/** The events as the SDK built them, just before they were stored or sent. */
function captureBuilt(sensors: Sensors): SaEventData[] {
  const built: SaEventData[] = [];
  sensors.registerInterceptor('sendDataStage', {
    send: { priority: 1, entry: (d) => (built.push(JSON.parse(JSON.stringify(d.data)) as SaEventData), d) },
  });
  return built;
}

async function waitForEvent(name: string) {
  await vi.waitFor(async () => expect((await collected({ via: 'events' })).map((c) => c.event.event)).toContain(name));
}

const eventKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('sawebjssdk-'));

beforeEach(() => {
  beacons.length = 0;
  installBeacon();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.location.hash = '#/pages/login/login';
});
afterEach(async () => {
  await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ clear: true }) });
  delete (navigator as unknown as Record<string, unknown>).sendBeacon;
});

describe('the SDK as configured', () => {
  it('sends events that decode back to the same events (batch to the collector, beacon to the behaviour server)', async () => {
    const sensors = await loadSdk();
    const wired = wireSdk(sensors, TARGETS, CTX);
    const built = captureBuilt(sensors);
    sensors.track('order_submitted', { amount: 30000, days: 14, text: 'Қарыз · заём ✓' });
    wired.trackFirstPage(); // a page view sends what waits at once

    // The order and the page view (the SDK's first-visit profile goes with the next batch, 6 s later).
    await vi.waitFor(async () => expect((await collected({ via: 'events' })).length).toBe(2));
    const received = (await collected({ via: 'events' })).map((c) => c.event);
    const tracks = built.filter((e) => e.type === 'track');
    expect(received.map(({ _flush_time, ...e }) => e)).toEqual(tracks.map(({ _flush_time, ...e }) => e));
    expect((await collected({ via: 'events' })).every((c) => c.transport === 'batch')).toBe(true);

    const submitted = received.find((e) => e.event === 'order_submitted')!;
    expect(submitted.properties).toMatchObject({ amount: 30000, days: 14, text: 'Қарыз · заём ✓', channel: 'tiktok_spring', is_login: false });
    expect(submitted.distinct_id).toBeTruthy();

    // Behaviour: one beacon per event, the SDK's single-event encoding, the project in the address.
    await vi.waitFor(async () => expect((await collected({ via: 'behaviour' })).length).toBe(2));
    for (const b of beacons.filter((x) => x.url.includes('/beacon'))) {
      expect(new URL(b.url).searchParams.get('project')).toBe('bz_test');
      expect(b.body).toMatch(/^data=.+&ext=crc%3D-?\d+$/);
      const [event] = decodePayload(b.body).events;
      expect(built.map((e) => e.event)).toContain(event!.event);
    }
  });

  it('cuts strings at 500 characters; the page address loses its query', async () => {
    const sensors = await loadSdk();
    const wired = wireSdk(sensors, TARGETS, CTX);
    window.location.hash = '#/pages/personal/loan_order?orderNo=BZ-2026-000123&return=1';
    sensors.track('repayment_started', { reason: 'x'.repeat(600) });
    wired.trackFirstPage();
    await waitForEvent('repayment_started');
    const [started] = (await collected({ via: 'events' })).map((c) => c.event).filter((e) => e.event === 'repayment_started');
    expect(String(started!.properties.reason)).toHaveLength(SPEC.maxString);
    expect(started!.properties.$url).toBe('http://localhost:3000/#/pages/personal/loan_order');
    expect(JSON.stringify(await collected())).not.toContain('BZ-2026-000123');
  });

  it('drops a value that looks personal or holds the token, keeping the key to show the fault', async () => {
    const sensors = await loadSdk();
    const wired = wireSdk(sensors, TARGETS, CTX);
    sensors.track('card_added', { brand: 'visa', oops: 'call +7 701 123 45 67', leak: 'Bearer tok-secret-123456', pan: '4400 4301 2345 6789' });
    wired.trackFirstPage();
    await waitForEvent('card_added');
    const card = (await collected({ via: 'events' })).map((c) => c.event).find((e) => e.event === 'card_added')!;
    expect(card.properties).toMatchObject({ brand: 'visa', oops: '[removed]', leak: '[removed]', pan: '[removed]' });
    // The search words that led to the page (the SDK's traffic-source properties) are typed text too.
    expect(Object.keys(card.properties).filter((k) => k.includes('search_keyword'))).toEqual([]);
  });

  it('keeps the mobile identity whole even when the hash holds a run of twelve digits (it is not an IIN)', async () => {
    const hash = 'ab' + '123456789012' + 'cd'.repeat(25);
    const sensors = await loadSdk();
    const wired = wireSdk(sensors, TARGETS, { ...CTX, identity: () => ({ mobile_identity: hash }) });
    sensors.track('amount_chosen', { amount: 20000, note: hash });
    wired.trackFirstPage();
    await waitForEvent('amount_chosen');
    const chosen = (await collected({ via: 'events' })).map((c) => c.event).find((e) => e.event === 'amount_chosen')!;
    expect(chosen.properties.mobile_identity).toBe(hash);
    // The same text anywhere else is still filtered.
    expect(chosen.properties.note).toBe('[removed]');
  });

  it('keeps at most the batch storage limit while the collector is unreachable, and a page leaving hands them over by beacon', async () => {
    server.use(http.post('*/__sandbox/analytics/:file', () => HttpResponse.error()));
    const sensors = await loadSdk();
    wireSdk(sensors, TARGETS, CTX);
    const before = localStorage.length;
    for (let i = 0; i < SPEC.batchStorage + 60; i++) sensors.track('amount_chosen', { amount: 10000 + i * 5000 });
    // The SDK stores an event while localStorage holds fewer than 200 keys (its own and the app's).
    expect(eventKeys().length).toBeLessThanOrEqual(SPEC.batchStorage - before);
    expect(localStorage.length).toBeLessThanOrEqual(SPEC.batchStorage + 1);
    expect(eventKeys().length).toBeGreaterThan(150);
    const kept = eventKeys().length;

    // Reload: a new page's SDK sees the stored events; leaving that page beacons them, oldest first.
    server.resetHandlers();
    beacons.length = 0;
    wireSdk(await loadSdk(), TARGETS, CTX);
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await collected({ via: 'events' })).length).toBe(kept));
    expect(eventKeys()).toEqual([]);
    const sent = beacons.filter((b) => b.url.includes('/sa'));
    expect(sent.length).toBeGreaterThan(1); // several beacons: each under the browser's 64 kB
    for (const b of sent) expect(b.body.length).toBeLessThan(64_000);
    const amounts = (await collected({ via: 'events' })).map((c) => c.event.properties.amount);
    expect(amounts.slice(0, 3)).toEqual([10000, 15000, 20000]);
  });

  it('a refused beacon leaves the events waiting for the next visit', async () => {
    const sensors = await loadSdk();
    const wired = wireSdk(sensors, { ...TARGETS, behaviourUrl: null }, CTX);
    sensors.track('extension_paid', { days: 14 });
    expect(eventKeys()).toHaveLength(1);
    installBeacon(() => false);
    expect(wired.flush()).toBe(0);
    expect(eventKeys()).toHaveLength(1);
    installBeacon();
    expect(wired.flush()).toBe(1);
    expect(eventKeys()).toEqual([]);
  });

  it('without an event collector, behaviour beacons only and nothing stored', async () => {
    const sensors = await loadSdk();
    wireSdk(sensors, { eventsUrl: null, behaviourUrl: TARGETS.behaviourUrl }, CTX);
    sensors.track('liveness_passed', {});
    await vi.waitFor(async () => expect((await collected({ via: 'behaviour' })).map((c) => c.event.event)).toEqual(['liveness_passed']));
    expect(eventKeys()).toEqual([]);
    expect(await collected({ via: 'events' })).toEqual([]);
  });
});

describe('the storage probes', () => {
  /** Writes of the SDK's cookie test entry, while `run` runs. */
  function cookieTests(run: () => void): number {
    const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let writes = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => own.get!.call(document) as string,
      set: (v: string) => {
        if (v.startsWith('sajssdk_2015_cookie_access_test=')) writes += 1;
        own.set!.call(document, v);
      },
    });
    try {
      run();
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    return writes;
  }

  it('a first visit and its page view test the cookie once, not at every read and write, and still send', async () => {
    const plain = await loadSdk();
    // The SDK as it comes tests cookies by a write and a delete before every access.
    const unwired = cookieTests(() => {
      plain.init({ server_url: TARGETS.eventsUrl, is_track_single_page: false, send_type: 'ajax', batch_send: false });
      plain.quick('autoTrack');
    });
    expect(unwired).toBeGreaterThanOrEqual(8);

    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    const sensors = await loadSdk();
    const writes = cookieTests(() => wireSdk(sensors, TARGETS, CTX).trackFirstPage());
    expect(writes).toBe(2); // one test: its write and its delete
    await waitForEvent('$pageview');
    expect(document.cookie).toContain('sa_jssdk_2015');
  });

  it('a store that failed is asked again every time; one that worked, again after a second', () => {
    let t = 0;
    let answers = [false, false, true, true];
    let asked = 0;
    const store = { isSupport: () => (asked++, answers.shift() ?? true) };
    const fake = { _: { cookie: store, localStorage: undefined, sessionStorage: undefined } } as unknown as Sensors;
    reuseStoreProbes(fake, () => t);
    expect([store.isSupport(), store.isSupport(), store.isSupport(), store.isSupport()]).toEqual([false, false, true, true]);
    expect(asked).toBe(3); // the fourth answer came from the third
    t += STORE_PROBE_MS;
    answers = [false];
    expect(store.isSupport()).toBe(false);
    expect(asked).toBe(4);
  });
});
