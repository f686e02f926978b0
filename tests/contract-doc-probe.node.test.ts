/**
 * The contract probe (scripts/probe.ts) against the sandbox over real HTTP, as a company's staging API would
 * be: every answer of the sandbox passes; a server that answers a wrong shape is named by field; no write is
 * ever called.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { createSandbox } from '../src/mocks/node-entry';
import { handleNodeRequest } from '../sandbox/node-adapter';
import { OPERATIONS } from '../scripts/openapi-contract.ts';
import { formatTable, probe } from '../scripts/probe.ts';

/** Rewrites the answer of one path before it leaves the server: a staging API that drifted. */
type Rewrite = (path: string, body: Record<string, unknown>) => Record<string, unknown>;

let handlers: RequestHandler[];
let rewrite: Rewrite | null = null;
const called: string[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  handlers = createSandbox({ logCodes: false }).handlers;
  server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!path.startsWith('/__sandbox/')) called.push(path);
    if (rewrite) {
      const write = res.end.bind(res);
      const active = rewrite;
      // Buffer the sandbox's answer and send the rewritten one.
      res.end = ((chunk?: unknown) => {
        const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk ?? '');
        let out = text;
        try {
          out = JSON.stringify(active(path, JSON.parse(text) as Record<string, unknown>));
        } catch {
          /* not JSON: as is */
        }
        res.setHeader('Content-Length', Buffer.byteLength(out));
        return write(out);
      }) as typeof res.end;
    }
    void handleNodeRequest(handlers, req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function seed(phone: string, stage: string): Promise<string> {
  const res = await fetch(`${base}__sandbox/control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'seed', phone, stage }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe('npm run contract:probe', () => {
  it('finds every read of the sandbox as the app expects it, and calls no write', async () => {
    const token = await seed('77011230001', 'active_loan');
    called.length = 0;
    const rows = await probe({ base, token });
    const table = formatTable(rows);
    expect(rows.filter((r) => r.status !== 'ok' && r.status !== 'skipped'), table).toEqual([]);
    // Only the credit-bureau status is left out: no application id exists without applying.
    expect(rows.filter((r) => r.status === 'skipped').map((r) => r.name)).toEqual(['fcbStatus']);
    expect(rows.filter((r) => r.status === 'ok').length).toBeGreaterThan(40);
    const reads = new Set(OPERATIONS.filter((o) => o.endpoint.read && !o.notProbed).map((o) => o.endpoint.path));
    const writesOnly = new Set(OPERATIONS.filter((o) => !o.endpoint.read || o.notProbed).map((o) => o.endpoint.path));
    expect(called.length).toBeGreaterThan(0);
    // /api/index/requestDc is declared both ways: called only as its read (no markSeen), which marks nothing seen.
    expect(called.filter((p) => !reads.has(p) || (writesOnly.has(p) && p !== '/api/index/requestDc'))).toEqual([]);
  });

  it('names the field of an answer the app would reject, with the code answered', async () => {
    const token = await seed('77011230002', 'active_loan');
    rewrite = (path, body) => {
      if (path === '/api/loan/lastOrder') {
        const data = body.data as { order: Record<string, unknown> };
        return { ...body, data: { order: { ...data.order, status: 'paid_off' } } };
      }
      if (path === '/api/user/loaninfo') {
        const { quota: _, ...data } = body.data as Record<string, unknown>;
        return { ...body, data: { ...data, maxAmount: '300000' } };
      }
      // An answer without the envelope's code.
      if (path === '/api/loan/getBankList') return { status: 0, data: body.data };
      return body;
    };
    try {
      const rows = await probe({ base, token });
      const row = (name: string) => rows.find((r) => r.name === name);
      expect(row('lastOrder')).toMatchObject({ status: 'differs', code: '0' });
      expect(row('lastOrder')?.detail).toMatch(/^data\.order\.status: /);
      expect(row('loanInfo')).toMatchObject({ status: 'differs', code: '0' });
      expect(row('loanInfo')?.detail).toMatch(/^data\.(quota|maxAmount): /);
      expect(row('getBankList')).toMatchObject({ status: 'differs', code: '200' });
      expect(row('getBankList')?.detail).toMatch(/^envelope\.code: /);
      // The rest still answers as expected: the probe tells one bad answer from the others.
      expect(row('userInfo')).toMatchObject({ status: 'ok', code: '0' });
      const table = formatTable(rows);
      expect(table).toMatch(/\/api\/loan\/lastOrder \(lastOrder\)\s+DIFFERS: data\.order\.status: .*\s0\n/);
    } finally {
      rewrite = null;
    }
  });

  it('says the code a refused call answered (no token: 301), not a field', async () => {
    const rows = await probe({ base, token: '' });
    expect(rows.find((r) => r.name === 'userInfo')).toMatchObject({ status: 'error', code: '301' });
    expect(rows.find((r) => r.name === 'getConfigForFront')).toMatchObject({ status: 'ok', code: '0' });
  });
});
