/** Test helpers over the real API client: wire http.ts to a token you control, sign in through the sandbox. */
import { configureHttp, resetSessionExpiry } from '@/lib/http';
import { login, sendCode, type LoginResponse } from '@/features/auth/api';
import type { SandboxDb } from './db';

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
