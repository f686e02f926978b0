/**
 * The attribution and device calls of the analytics runtime, against the sandbox: once per visit,
 * once per signed-in visit, and what they carry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '../../../tests/msw-server';
import { connectClient, type TestClient } from '@/mocks/testing';
import { seedBorrower } from '@/mocks/fixtures';
import { reportDevice, reportLaunch } from './start';

let client: TestClient;
const bodies: Record<string, Array<Record<string, unknown>>> = {};

beforeEach(() => {
  client = connectClient();
  for (const k of Object.keys(bodies)) delete bodies[k];
  // Record what reaches the sandbox, then let its own handler answer.
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .text()
      .then((t) => (bodies[path] ??= []).push(t ? (JSON.parse(t) as Record<string, unknown>) : {}));
  });
});
afterEach(() => server.events.removeAllListeners());

describe('/bury2/add', () => {
  it('goes once per visit with the channel, and with nothing but type and type2', async () => {
    localStorage.setItem('channel', 'tiktok_spring');
    await reportLaunch();
    await reportLaunch(); // a reload, or the return from a payment page: the same visit
    await vi.waitFor(() => expect(bodies['/bury2/add']).toHaveLength(1));
    expect(bodies['/bury2/add']![0]).toEqual({ type: 'launch', type2: 'tiktok_spring' });

    sessionStorage.clear(); // a new visit
    await reportLaunch();
    await vi.waitFor(() => expect(bodies['/bury2/add']).toHaveLength(2));
  });
});

describe('/api/user/uploadDeviceInfo', () => {
  it('goes once per signed-in visit with what the browser says of itself, nothing collected', async () => {
    const { token, phone } = seedBorrower(db, { stage: 'onboarded' });
    client.token = token;
    await reportDevice(token);
    await reportDevice(token);
    await vi.waitFor(() => expect(bodies['/api/user/uploadDeviceInfo']).toHaveLength(1));
    const device = db.userByPhone(phone)!.device!;
    expect(device).toMatchObject({ platform: 'h5', inAppBrowser: 'browser', deviceId: expect.any(String) });
    expect(device.userAgent).toBe(navigator.userAgent);
    expect(device.language).toBe(navigator.language);
    expect(Object.keys(device).sort()).toEqual(
      ['browser', 'deviceId', 'inAppBrowser', 'language', 'model', 'os', 'osVersion', 'platform', 'screenHeight', 'screenWidth', 'timezone', 'userAgent'].sort(),
    );
    // Another sign-in (a new token) is a new signed-in visit.
    const again = seedBorrower(db, { phone: '77017654321', stage: 'onboarded' });
    client.token = again.token;
    await reportDevice(again.token);
    await vi.waitFor(() => expect(bodies['/api/user/uploadDeviceInfo']).toHaveLength(2));
  });

  it('is not made signed out', async () => {
    await reportDevice('');
    expect(bodies['/api/user/uploadDeviceInfo']).toBeUndefined();
  });

  it('names the in-app browser from its user agent', async () => {
    const { token, phone } = seedBorrower(db, { stage: 'onboarded' });
    client.token = token;
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 musical_ly_2023',
    );
    await reportDevice(token);
    await vi.waitFor(() => expect(db.userByPhone(phone)!.device).toMatchObject({ inAppBrowser: 'tiktok', os: 'android', osVersion: '13', model: 'SM-A536B' }));
  });
});

describe('the runtime with sending off', () => {
  it('still reports the launch, and the device at sign-in', async () => {
    // A fresh runtime (it starts once per page), with the HTTP client and the session store it uses.
    vi.resetModules();
    const { startAnalytics } = await import('./start');
    const fresh = (await import('@/mocks/testing')).connectClient();
    const { useSession: session } = await import('@/stores/session');
    await startAnalytics(); // the test env sets no analytics address
    const { token, phone } = seedBorrower(db, { stage: 'onboarded' });
    fresh.token = token;
    session.getState().setSession(token, phone);
    await vi.waitFor(() => expect(bodies['/api/user/uploadDeviceInfo']).toHaveLength(1));
    expect(bodies['/bury2/add']).toHaveLength(1);
  });
});
