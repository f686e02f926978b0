/** Test helpers over the real API client: wire http.ts to a token you control, sign in through the sandbox. */
import { configureHttp, resetSessionExpiry } from '@/lib/http';
import { login, sendCode, type LoginResponse } from '@/features/auth/api';
import { delay, getResponse, http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { createDb, type SandboxDb } from './db';
import { createHandlers } from './handlers';

export interface TestClient {
  token: string;
  /** How many times the client reported an ended session. */
  readonly expired: number;
  /** Extra headers, e.g. { 'x-sandbox-scenario': 'slow' }. */
  headers: Record<string, string>;
}

export function connectClient(token = ''): TestClient {
  let expired = 0;
  const client: TestClient = {
    token,
    headers: {},
    get expired() {
      return expired;
    },
  };
  resetSessionExpiry();
  configureHttp({
    commonFields: () => ({ app: 'bystrye-zaimy', version: '1.1.7', from: 'h5', platform: 'web', deviceId: 'test-device' }),
    token: () => client.token,
    onSessionExpired: () => {
      expired += 1;
    },
    extraHeaders: () => client.headers,
  });
  return client;
}

/** sendCode, read the code from the sandbox, login; the client then carries the token. */
export async function signIn(db: SandboxDb, client: TestClient, phone: string): Promise<LoginResponse> {
  await sendCode({ phone });
  const code = db.lastCode(phone);
  if (!code) throw new Error(`no SMS code for ${phone}`);
  const res = await login({ phone, code });
  client.token = res.token;
  resetSessionExpiry();
  return res;
}

/**
 * The next request to `path` reaches the sandbox (which makes what it makes), but its answer is lost: the
 * client sees a network error. Returns the Idempotency-Key of every request to `path` from now on, in order.
 * For tests of retries after a lost answer (issue 13); `server` is the msw server the tests run.
 */
export function loseNextAnswer(server: SetupServer, db: SandboxDb, path: string): { keys: (string | null)[] } {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) keys.push(request.headers.get('idempotency-key'));
  });
  server.use(
    http.post(
      `*${path}`,
      async ({ request }) => {
        await getResponse(createHandlers(db), request.clone());
        // The way back takes a moment, as on a phone's network: a double tap lands while the call still runs.
        await delay(100);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return { keys };
}

/** 1 March 2025, 12:00 in Almaty: where the tests' sandbox clock starts. */
export const CLOCK_START = Date.parse('2025-03-01T12:00:00+05:00');

/**
 * A fresh in-memory sandbox on the clock `now` (one the test moves), answering the API client through
 * `server`, and a client wired to it. For a test file's beforeEach.
 */
export function sandboxOnClock(server: SetupServer, now: () => number): { db: SandboxDb; client: TestClient } {
  const db = createDb({ persist: false, now });
  server.use(...createHandlers(db));
  return { db, client: connectClient() };
}
