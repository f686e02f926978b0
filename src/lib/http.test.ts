import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../tests/msw-server';
import { ApiError, call, client, configureHttp, EARLY_READ_MAX_AGE_MS, endpoint, readEarly, REQUEST_TIMEOUT_MS, resetSessionExpiry, uploadEndpoint } from '@/lib/http';
import { captureCookieIds, captureTracking, commonFields } from '@/stores/tracking';

const Data = z.object({ ok: z.boolean() });
const probe = endpoint<{ amount: number }, { ok: boolean }>('/api/test/probe', Data);

function capture(path = '*/api/test/probe', answer: () => Response = () => HttpResponse.json({ code: 0, data: { ok: true } })) {
  const seen: { body: string; headers: Headers; url: string }[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      seen.push({ body: await request.text(), headers: request.headers, url: request.url });
      return answer();
    }),
  );
  return seen;
}

let expired = 0;
beforeEach(() => {
  expired = 0;
  resetSessionExpiry();
  configureHttp({
    commonFields: () => commonFields({ name: 'bystrye-zaimy', version: '1.1.7' }),
    token: () => 'tok-123',
    onSessionExpired: () => {
      expired += 1;
    },
  });
});
afterEach(() => {
  client.defaults.timeout = REQUEST_TIMEOUT_MS;
});

describe('request body and headers', () => {
  // The mechanics under a given marketing consent (the gate itself: src/stores/marketingConsent.test.ts).
  beforeEach(() => localStorage.setItem('marketing_consent', 'given'));
  it('adds every common field of spec section 7, the token, and the headers', async () => {
    captureTracking('https://app.kz/?channel=tt_ads&click_id=clk-9&ttclid=TT1&sourceid=s42&utm_term=zaim#/');
    captureCookieIds({ _fbp: 'fb.1.2', _ttp: 'ttp-7' });
    const seen = capture();
    await expect(probe({ amount: 50000 })).resolves.toEqual({ ok: true });
    const body = JSON.parse(seen[0]!.body);
    for (const key of [
      'app', 'version', 'token', 'from', 'webSource', 'platform', 'model', 'userAgent', 'deviceId', 'channel', 'analytics',
      'ga4InstanceId', 'fbp', 'fbc', 'ttp', 'ttclid', 'sourceid', 'transaction_id', 'utm_term', 'appsflyer_id', 'devgaid', 'gaid',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body).toMatchObject({
      amount: 50000,
      app: 'bystrye-zaimy',
      version: '1.1.7',
      token: 'tok-123',
      from: 'h5',
      channel: 'tt_ads',
      transaction_id: 'clk-9',
      ttclid: 'TT1',
      sourceid: 's42',
      utm_term: 'zaim',
      fbp: 'fb.1.2',
      ttp: 'ttp-7',
    });
    expect(body.deviceId).toMatch(/.{16,}/);
    expect(seen[0]!.headers.get('token')).toBe('tok-123');
    expect(seen[0]!.headers.get('app')).toBe('KZ');
    expect(seen[0]!.headers.get('content-type')).toContain('application/json');
  });

  it('keeps the same deviceId across calls', async () => {
    const seen = capture();
    await probe({ amount: 1 });
    await probe({ amount: 2 });
    expect(JSON.parse(seen[0]!.body).deviceId).toBe(JSON.parse(seen[1]!.body).deviceId);
  });


  it('sends /Sensors/getField form-urlencoded with the extras', async () => {
    const seen = capture('*/Sensors/getField');
    const sensors = endpoint<{ field: string }, { ok: boolean }>('/Sensors/getField', Data, { kind: 'form' });
    await sensors({ field: 'city' });
    expect(seen[0]!.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    const params = new URLSearchParams(seen[0]!.body);
    expect(params.get('field')).toBe('city');
    expect(params.get('from')).toBe('h5');
  });

  it('sends /bury2/add with type and type2 only, not the usual extras', async () => {
    const seen = capture('*/bury2/add');
    const bury2 = endpoint<{ type: string; type2: string }, { ok: boolean }>('/bury2/add', Data, { kind: 'bury2' });
    await bury2({ type: 'channel', type2: 'open' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ type: 'channel', type2: 'open' });
  });

  it('uploads multipart with the token and reports failure as code 602001 (no connection said as such)', async () => {
    const seen = capture('*/api/test/upload', () => HttpResponse.json({ code: 0, data: { ok: true } }));
    const upload = uploadEndpoint('/api/test/upload', Data);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/jpeg' }), 'id.jpg');
    await upload(form);
    expect(seen[0]!.headers.get('content-type')).toContain('multipart/form-data');
    expect(seen[0]!.body).toContain('tok-123');

    server.use(http.post('*/api/test/upload', () => new HttpResponse('<h1>500</h1>', { status: 500 })));
    await expect(upload(form)).rejects.toMatchObject({ kind: 'upload', code: 602001, status: 500 });
    server.use(http.post('*/api/test/upload', () => HttpResponse.error()));
    await expect(upload(form)).rejects.toMatchObject({ kind: 'network', code: 602001 });
  });
});

describe('outcomes', () => {
  it('turns a non-zero code into a server error with the code', async () => {
    capture(undefined, () => HttpResponse.json({ code: 1002, msg: 'wrong code', data: null }));
    await expect(probe({ amount: 1 })).rejects.toMatchObject({ kind: 'server', code: 1002, serverMessage: 'wrong code' });
  });

  it('turns a non-200 status into an http error', async () => {
    capture(undefined, () => HttpResponse.json({}, { status: 502 }));
    const err = await probe({ amount: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 502 });
    expect((err as ApiError).transient).toBe(true);
  });

  it('turns a network failure into a network error', async () => {
    capture(undefined, () => HttpResponse.error());
    await expect(probe({ amount: 1 })).rejects.toMatchObject({ kind: 'network' });
  });

  it('waits 60 s for an answer, not less, then reports "timeout"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.post('*/api/test/probe', () => delay('infinite')));
      let settled = false;
      const pending = probe({ amount: 1 });
      pending.catch(() => {}).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(59_900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await expect(pending).rejects.toMatchObject({ kind: 'timeout', message: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a cancelled call as "abort"', async () => {
    server.use(http.post('*/api/test/probe', async () => {
      await delay(500);
      return HttpResponse.json({ code: 0, data: { ok: true } });
    }));
    const ctl = new AbortController();
    const pending = probe({ amount: 1 }, { signal: ctl.signal });
    ctl.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'abort', message: 'abort' });
  });

  it('rejects a response that breaks the contract instead of passing it on', async () => {
    capture(undefined, () => HttpResponse.json({ code: 0, data: { ok: 'yes' } }));
    await expect(probe({ amount: 1 })).rejects.toMatchObject({ kind: 'parse' });
    capture(undefined, () => new HttpResponse('<html>proxy error</html>', { status: 200 }));
    await expect(probe({ amount: 1 })).rejects.toMatchObject({ kind: 'parse' });
  });
});

describe('session end', () => {
  it('code 301 ends the session once even when several calls fail together', async () => {
    capture(undefined, () => HttpResponse.json({ code: 301, msg: 'expired' }));
    const results = await Promise.allSettled([probe({ amount: 1 }), probe({ amount: 2 }), probe({ amount: 3 })]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).kind === 'session')).toBe(true);
    expect(expired).toBe(1);
  });

  it('HTTP 501 ends the session too', async () => {
    capture(undefined, () => HttpResponse.json({}, { status: 501 }));
    await expect(probe({ amount: 1 })).rejects.toMatchObject({ kind: 'session' });
    expect(expired).toBe(1);
  });

  it('a new session is reported again when it ends', async () => {
    capture(undefined, () => HttpResponse.json({ code: 301 }));
    await probe({ amount: 1 }).catch(() => {});
    resetSessionExpiry();
    await probe({ amount: 1 }).catch(() => {});
    expect(expired).toBe(2);
  });

  it('other codes do not end the session', async () => {
    capture(undefined, () => HttpResponse.json({ code: 500, msg: 'boom' }));
    await probe({ amount: 1 }).catch(() => {});
    expect(expired).toBe(0);
  });
});

it('call() with a void request still augments the body', async () => {
  const seen = capture('*/api/test/void');
  await call('/api/test/void', Data);
  expect(JSON.parse(seen[0]!.body)).toMatchObject({ from: 'h5', token: 'tok-123' });
});

it('a 301 to a call made without a token does not report a session end', async () => {
  let expiredCalls = 0;
  configureHttp({ commonFields: () => ({}), token: () => '', onSessionExpired: () => (expiredCalls += 1) });
  server.use(http.post('*/api/test/probe', () => HttpResponse.json({ code: 301 })));
  await expect(probe({ amount: 1 })).rejects.toMatchObject({ kind: 'session' });
  expect(expiredCalls).toBe(0);
});

it('a late 301 to a call made with an old token does not end the session that started since', async () => {
  let current = 'old-token';
  let ended = 0;
  configureHttp({ commonFields: () => ({}), token: () => current, onSessionExpired: () => (ended += 1) });
  let release!: () => void;
  const answered = new Promise<void>((r) => (release = r));
  server.use(
    http.post('*/api/test/probe', async () => {
      await answered;
      return HttpResponse.json({ code: 301 });
    }),
  );
  const late = probe({ amount: 1 });
  current = 'new-token'; // the borrower signed in again (here or in another tab) before the answer came
  release();
  await expect(late).rejects.toMatchObject({ kind: 'session' });
  expect(ended).toBe(0);
  // A 301 to a call made with the current token still ends it.
  await expect(probe({ amount: 2 })).rejects.toMatchObject({ kind: 'session' });
  expect(ended).toBe(1);
});


describe('a read asked for early (the Loans tab on a returning borrower’s start)', () => {
  // Each test its own path: an early read nobody took stays for its path.
  const early = (n: number) => endpoint<void, { ok: boolean }>(`/api/test/early${n}`, Data, { read: true });

  it('is sent at once, and the first call takes its answer instead of asking again; the next call asks', async () => {
    const seen = capture('*/api/test/early1');
    readEarly('/api/test/early1');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ token: 'tok-123' });
    await expect(early(1)()).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    await expect(early(1)()).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('is parsed by the call with its schema, and its failure is the call’s', async () => {
    capture('*/api/test/early2', () => HttpResponse.json({ code: 0, data: { ok: 'yes' } }));
    readEarly('/api/test/early2');
    await expect(early(2)()).rejects.toMatchObject({ kind: 'parse' });
    capture('*/api/test/early3', () => HttpResponse.json({ code: 1001, msg: 'no' }));
    readEarly('/api/test/early3');
    await expect(early(3)()).rejects.toMatchObject({ kind: 'server', code: 1001 });
  });

  it('ends the session only when a call takes it: before that, nothing on screen could tell the borrower', async () => {
    const seen = capture('*/api/test/early7', () => HttpResponse.json({ code: 301 }));
    readEarly('/api/test/early7');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(expired).toBe(0);
    await expect(early(7)()).rejects.toMatchObject({ kind: 'session' });
    expect(seen).toHaveLength(1);
    expect(expired).toBe(1);
  });

  it('is never given to another session: after a sign-in as someone else the call asks again with its own token', async () => {
    let current = 'tok-A';
    configureHttp({ commonFields: () => ({}), token: () => current, onSessionExpired: () => undefined });
    const seen = capture('*/api/test/early4');
    readEarly('/api/test/early4');
    current = 'tok-B';
    await early(4)();
    expect(seen.map((s) => JSON.parse(s.body).token)).toEqual(['tok-A', 'tok-B']);
  });

  it('with a body, is taken by a call sending the same fields in any order, not by one sending others', async () => {
    const seen = capture('*/api/test/early8');
    readEarly('/api/test/early8', { pageSize: 10, page: 1 });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ pageSize: 10, page: 1, token: 'tok-123' });
    await call('/api/test/early8', Data, { page: 1, pageSize: 10 });
    expect(seen).toHaveLength(1);
    readEarly('/api/test/early8', { pageSize: 10, page: 1 });
    await call('/api/test/early8', Data, { page: 2, pageSize: 10 });
    expect(seen).toHaveLength(3);
  });

  it('is not taken by a call with another body or once it is older than its limit', async () => {
    const seen = capture('*/api/test/early5');
    readEarly('/api/test/early5');
    await call('/api/test/early5', Data, { amount: 1 });
    expect(seen).toHaveLength(2);
    readEarly('/api/test/early5');
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + EARLY_READ_MAX_AGE_MS + 1_000);
    try {
      await early(5)();
    } finally {
      now.mockRestore();
    }
    expect(seen).toHaveLength(4);
  });

  it('asks nothing without a session', async () => {
    configureHttp({ commonFields: () => ({}), token: () => '', onSessionExpired: () => undefined });
    const seen = capture('*/api/test/early6');
    readEarly('/api/test/early6');
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toHaveLength(0);
  });
});
