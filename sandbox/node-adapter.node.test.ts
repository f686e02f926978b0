/**
 * The sandbox over real HTTP: a node:http server on 127.0.0.1:0 running handleNodeRequest with the same
 * handlers as msw. The in-process msw server of tests/setup.ts is closed here so requests really go out.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mswServer } from '../tests/msw-server';
import { createDb, type SandboxDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/handlers';
import { handleNodeRequest, isApiPath } from './node-adapter';

let httpServer: http.Server;
let base = '';
let db: SandboxDb;

beforeAll(async () => {
  mswServer.close();
  db = createDb({ persist: false });
  const handlers = createHandlers(db);
  httpServer = http.createServer((req, res) => {
    void handleNodeRequest(handlers, req, res, (err) => {
      res.statusCode = err ? 500 : 200;
      res.setHeader('Content-Type', 'text/html');
      res.end(err ? 'error' : '<!doctype html><title>app</title>');
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  mswServer.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => db.reset());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { code: number; msg?: string; data: Record<string, unknown> } & Record<string, unknown> };
}

function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Uint8Array }) {
  const boundary = 'bz-test-boundary';
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.bytes, enc.encode(`\r\n--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('handleNodeRequest over real HTTP', () => {
  it('logs in with the code read from the control endpoint and answers authenticated calls', async () => {
    const phone = '77071234567';
    expect((await post('/api/index/sendCode', { phone })).json).toMatchObject({ code: 0, data: { codeLength: 4 } });
    const { json: ctl } = await post('/__sandbox/control', { action: 'lastCode', phone });
    expect(ctl.code).toMatch(/^\d{4}$/);
    const { json: loginRes } = await post('/api/index/login', { phone, code: ctl.code });
    expect(loginRes.code).toBe(0);
    const token = String(loginRes.data.token);

    const info = await post('/api/user/info', {}, { token });
    expect(info.json).toMatchObject({ code: 0, data: { phone } });
    expect((await post('/api/user/info', {})).json.code).toBe(301);
  });

  it('passes form-urlencoded bodies (Sensors/getField)', async () => {
    const res = await fetch(`${base}/Sensors/getField`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ deviceId: 'dev-1', app: 'bystrye-zaimy' }).toString(),
    });
    expect(await res.json()).toMatchObject({ code: 0, data: { project: 'bystrye_zaimy' } });
  });

  it('passes multipart uploads whole, serves the stored file back, and refuses > 10 MB with 602001', async () => {
    const token = db.login('77071234567').token;
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(2000).fill(7)]);
    const ok = multipart({ token, type: 'front' }, { name: 'front.png', type: 'image/png', bytes: png });
    const up = await fetch(`${base}/api/uploadFile/userFile`, { method: 'POST', headers: { 'Content-Type': ok.contentType }, body: ok.body });
    const upJson = (await up.json()) as { code: number; data: { url: string; size: number } };
    expect(upJson).toMatchObject({ code: 0, data: { size: png.length, mime: 'image/png' } });
    expect(new URL(upJson.data.url).origin).toBe(base);

    const file = await fetch(upJson.data.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    const big = multipart({ token }, { name: 'big.jpg', type: 'image/jpeg', bytes: new Uint8Array(10 * 1024 * 1024 + 1) });
    const tooBig = await fetch(`${base}/api/uploadFile/userFile`, { method: 'POST', headers: { 'Content-Type': big.contentType }, body: big.body });
    expect(await tooBig.json()).toMatchObject({ code: 602001 });
  });

  it('answers an unknown API path with a 404 JSON, and hands other paths to next()', async () => {
    const res = await fetch(`${base}/api/nope/nothing`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ code: 404 });

    const page = await fetch(`${base}/pages/home/index`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
  });

  it('knows the API prefixes of section 7 and nothing else', () => {
    for (const p of ['/api/user/info', '/review/identifyFile', '/coupon/x', '/after/confirm/x', '/newcomerGift/x', '/feedBack', '/bury2/add', '/bury3/pop/get', '/Sensors/getField', '/__sandbox/control']) {
      expect(isApiPath(p), p).toBe(true);
    }
    for (const p of ['/', '/index.html', '/assets/index-abc.js', '/apiary', '/mockServiceWorker.js']) {
      expect(isApiPath(p), p).toBe(false);
    }
  });
});
