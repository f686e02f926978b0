/**
 * The sandbox's analytics collectors and its attribution / identity endpoints (routes/analytics.ts).
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../tests/msw-server';
import { getSensorsField } from '@/features/analytics/api';
import { collectorOf } from './routes/analytics';
import { crcOf, decodePayload, encodeBase64Json, PayloadError, type CollectedEvent, type SaEvent } from './domain/analytics';
import { seedBorrower } from './fixtures';
import { connectClient } from './testing';

const event = (name: string, props: Record<string, unknown> = {}): SaEvent => ({
  type: 'track',
  event: name,
  distinct_id: 'anon-1',
  time: 1_700_000_000_000,
  _track_id: Math.floor(Math.random() * 1e9),
  properties: { channel: 'tt', ...props },
});

const single = (e: SaEvent) => {
  const b64 = encodeBase64Json(e);
  return `data=${encodeURIComponent(b64)}&ext=${encodeURIComponent(`crc=${crcOf(b64)}`)}`;
};

async function post(path: string, body: string) {
  return fetch(`http://localhost${path}`, { method: 'POST', body });
}
async function events(filter: Record<string, unknown> = {}): Promise<CollectedEvent[]> {
  const res = await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify(filter) });
  return ((await res.json()) as { events: CollectedEvent[] }).events;
}

describe('the event collector', () => {
  it('decodes a form-encoded batch, a single event and the image fallback, Unicode included', async () => {
    const a = event('signed_in', { title: 'Қарыз ✓' });
    const b = event('code_requested');
    expect((await post('/__sandbox/analytics/sa.gif', `data_list=${encodeURIComponent(encodeBase64Json([a, b]))}`)).status).toBe(200);
    const c = event('card_added');
    expect((await post('/__sandbox/analytics/sa', single(c))).status).toBe(200);
    const d = event('order_submitted');
    expect((await fetch(`http://localhost/__sandbox/analytics/sa.gif?${single(d)}`)).status).toBe(200);

    const got = await events({ via: 'events' });
    expect(got.map((e) => e.event)).toEqual([a, b, c, d]);
    expect(got.map((e) => e.transport)).toEqual(['batch', 'batch', 'single', 'image']);
  });

  it('refuses what it cannot decode, or a single event whose checksum is wrong', async () => {
    expect((await post('/__sandbox/analytics/sa', 'hello')).status).toBe(400);
    const b64 = encodeBase64Json(event('x'));
    expect((await post('/__sandbox/analytics/sa', `data=${encodeURIComponent(b64)}&ext=crc%3D1`)).status).toBe(400);
    expect(() => decodePayload(`data_list=${encodeURIComponent(encodeBase64Json([{ nope: 1 }]))}`)).toThrow(PayloadError);
    expect(await events()).toEqual([]);
  });

  it('keeps one copy of an event sent twice (a batch in flight, then the page-leave beacon)', async () => {
    const a = event('repayment_started');
    const body = `data_list=${encodeURIComponent(encodeBase64Json([a]))}`;
    await post('/__sandbox/analytics/sa', body);
    await post('/__sandbox/analytics/sa', body);
    expect(await events()).toHaveLength(1);
  });
});

describe('the behaviour server', () => {
  it('takes beacons with their project and refuses one without', async () => {
    const a = event('$pageview', { page_path: '/pages/login/login' });
    expect((await post('/__sandbox/analytics/beacon', single(a))).status).toBe(400);
    expect((await post('/__sandbox/analytics/beacon?project=bz', single(a))).status).toBe(200);
    const [got] = await events({ via: 'behaviour' });
    expect(got).toMatchObject({ via: 'behaviour', project: 'bz', transport: 'single', event: a });
  });

  it('filters by channel and distinct id, and empties on request', async () => {
    await post('/__sandbox/analytics/beacon?project=bz', single({ ...event('a'), properties: { channel: 'one' } }));
    await post('/__sandbox/analytics/beacon?project=bz', single({ ...event('b'), distinct_id: 'U000001', properties: { channel: 'two' } }));
    expect((await events({ channel: 'two' })).map((e) => e.event.event)).toEqual(['b']);
    expect((await events({ distinctId: 'anon-1' })).map((e) => e.event.event)).toEqual(['a']);
    await fetch('http://localhost/__sandbox/analytics/events', { method: 'POST', body: JSON.stringify({ clear: true }) });
    expect(collectorOf(db).list()).toEqual([]);
  });
});

describe('/Sensors/getField', () => {
  it('answers the borrower id for a known token, else an anonymous id of the device', async () => {
    const client = connectClient();
    const anon = await getSensorsField({ deviceId: 'device-1' });
    expect(anon.distinctId).toMatch(/^anon-[0-9a-f]+$/);
    expect((await getSensorsField({ deviceId: 'device-1' })).distinctId).toBe(anon.distinctId);
    const { token, phone } = seedBorrower(db, { stage: 'onboarded' });
    client.token = token;
    const signedIn = await getSensorsField({ deviceId: 'device-1' });
    expect(signedIn.distinctId).toBe(db.userByPhone(phone)!.id);
    expect(signedIn.distinctId).not.toContain(phone.slice(1));
  });
});
