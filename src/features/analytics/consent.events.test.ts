/**
 * The marketing consent gate in the analytics tracker as the app wires it (tracker.ts with the gate of
 * src/stores/marketingConsent.ts), against the sandbox's collectors: once withdrawn, here or in another tab,
 * no event carries an advertising id (those waiting in storage included) and no behaviour beacon goes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectedEvent } from '@/mocks/domain/analytics';
import { AD_ID_KEYS, adIdsAllowed, beaconsAllowed } from '@/stores/marketingConsent';
import type { Targets } from './config';
import { createTracker, type EventContext, type Tracker } from './tracker';

const TARGETS: Targets = {
  eventsUrl: 'http://localhost/__sandbox/analytics/sa',
  behaviourUrl: 'http://localhost/__sandbox/analytics/beacon?project=bz_test',
};

const AD_IDS = { fbp: 'fb.1.1700000000.424242', ttclid: 'E.C.P.ttclid-777', click_id: 'clk-9191' };

/** As start.ts builds it: the common properties carry the ad ids only while the gate allows them. */
const CTX: EventContext = {
  common: () => ({ app_name: 'bystrye-zaimy', channel: 'tiktok_spring', ...(adIdsAllowed() ? AD_IDS : {}) }),
  secrets: () => ({}),
  marketing: { allowed: adIdsAllowed, beacons: beaconsAllowed, adIds: AD_ID_KEYS },
};

const running: Tracker[] = [];
/** A page's tracker (stopped after the test: its timer and listeners off). */
function start(targets: Targets, ctx: EventContext): Tracker {
  const tracker = createTracker(targets, ctx);
  running.push(tracker);
  return tracker;
}

const beacons: Array<{ url: string; body: string }> = [];
function installBeacon() {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string | Blob) => {
      void (async () => {
        const body = typeof data === 'string' ? data : await data.text();
        beacons.push({ url, body });
        await fetch(url, { method: 'POST', body }).catch(() => undefined);
      })();
      return true;
    },
  });
}

async function collected(filter: Record<string, unknown> = {}): Promise<CollectedEvent[]> {
  const res = await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify(filter) });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

const eventNames = async (via: 'events' | 'behaviour') => (await collected({ via })).map((c) => c.event.event);
/** Every advertising id value found anywhere in what was collected. */
const adIdsIn = (events: CollectedEvent[]) => {
  const text = JSON.stringify(events);
  return Object.values(AD_IDS).filter((v) => text.includes(v));
};

beforeEach(() => {
  beacons.length = 0;
  installBeacon();
  window.location.hash = '#/pages/home/my';
});
afterEach(async () => {
  for (const t of running.splice(0)) t.stop();
  await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ clear: true }) });
  delete (navigator as unknown as Record<string, unknown>).sendBeacon;
});

describe('analytics under the marketing consent', () => {
  it('consent given: events carry the ids and the behaviour beacon goes', async () => {
    localStorage.setItem('marketing_consent', 'given');
    const wired = start(TARGETS, CTX);
    wired.track('amount_chosen', { amount: 50000 });
    wired.flush();
    await vi.waitFor(async () => expect(await eventNames('events')).toContain('amount_chosen'));
    await vi.waitFor(async () => expect(await eventNames('behaviour')).toContain('amount_chosen'));
    expect(adIdsIn(await collected())).toEqual(Object.values(AD_IDS));
  });

  it('never signed in here (no consent yet): no advertising id in any event, law.md row 22; the behaviour beacon still goes', async () => {
    const wired = start(TARGETS, CTX);
    wired.track('amount_chosen', { amount: 50000 });
    wired.flush();
    await vi.waitFor(async () => expect(await eventNames('events')).toContain('amount_chosen'));
    await vi.waitFor(async () => expect(await eventNames('behaviour')).toContain('amount_chosen'));
    expect(adIdsIn(await collected())).toEqual([]);
  });

  it('withdrawn in another tab: from the next event on, no advertising id and no behaviour beacon', async () => {
    localStorage.setItem('marketing_consent', 'given');
    const wired = start(TARGETS, CTX);
    wired.track('amount_chosen', { amount: 50000 });
    await vi.waitFor(async () => expect(await eventNames('behaviour')).toContain('amount_chosen'));

    // What another tab's withdrawal leaves in the shared storage; no event reaches this tab first.
    localStorage.setItem('marketing_consent', 'withdrawn');
    wired.stripQueuedAdIds();
    wired.track('term_chosen', { days: 14 });
    wired.flush();
    await vi.waitFor(async () => expect(await eventNames('events')).toContain('term_chosen'));
    // Both events reached the collector, the one recorded before the withdrawal without its ids too.
    expect(await eventNames('events')).toEqual(expect.arrayContaining(['amount_chosen', 'term_chosen']));
    expect(adIdsIn(await collected({ via: 'events' }))).toEqual([]);
    expect(await eventNames('behaviour')).not.toContain('term_chosen');
    expect(beacons.filter((b) => b.url.includes('/beacon'))).toHaveLength(1);
  });

  it('an event built before the withdrawal and sent after it leaves without the ids', async () => {
    localStorage.setItem('marketing_consent', 'given');
    const wired = start({ ...TARGETS, behaviourUrl: null }, CTX);
    wired.track('order_submitted', { amount: 80000 });
    expect(JSON.stringify(localStorage)).toContain(AD_IDS.fbp);
    localStorage.setItem('marketing_consent', 'withdrawn');
    expect(wired.stripQueuedAdIds()).toBeGreaterThan(0);
    expect(JSON.stringify(localStorage)).not.toContain(AD_IDS.fbp);
    wired.flush();
    await vi.waitFor(async () => expect(await eventNames('events')).toContain('order_submitted'));
    expect(adIdsIn(await collected())).toEqual([]);
  });

  it('given again: the ids and the beacons may resume', async () => {
    localStorage.setItem('marketing_consent', 'withdrawn');
    const wired = start(TARGETS, CTX);
    localStorage.setItem('marketing_consent', 'given');
    wired.track('amount_chosen', { amount: 60000 });
    wired.flush();
    await vi.waitFor(async () => expect(await eventNames('behaviour')).toContain('amount_chosen'));
    await vi.waitFor(async () => expect(adIdsIn(await collected({ via: 'events' }))).toEqual(Object.values(AD_IDS)));
  });
});
