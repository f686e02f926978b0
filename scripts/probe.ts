/**
 * The contract probe: calls every read-only endpoint of a real or staging API with the app's own HTTP
 * client (src/lib/http.ts: its headers, common fields, body encodings, timeout and envelope handling),
 * validates each answer against the app's schema, and says per endpoint: ok, or the first field the app
 * would reject, and the code it answered. It calls only operations declared `read` whose answer changes
 * nothing (scripts/openapi-contract.ts); never a write. CLI: scripts/probe.mjs.
 */
import * as z from 'zod/mini';
import { call, client, configureHttp, isApiError } from '@/lib/http';
import { env } from '@/config/env';
import { kzDay } from '@/utils/kzDate';
import { OPERATIONS, type Operation, type ProbeContext } from './openapi-contract.ts';
import { Envelope } from './openapi.ts';

export type ProbeStatus = 'ok' | 'differs' | 'error' | 'skipped';

export interface ProbeRow {
  name: string;
  path: string;
  status: ProbeStatus;
  /** 'ok', the differing field path with what was expected, the failure, or why it was skipped. */
  detail: string;
  /** The answer's envelope code, or its HTTP status when it had no envelope; '' when not called. */
  code: string;
}

export interface ProbeOptions {
  base: string;
  token: string;
  lang?: 'ru' | 'kz';
  /** Every path called, in order (tests check no write was called). */
  onCall?: (path: string) => void;
}

/** The reads the probe calls: declared read, not marked as changing anything. */
export function probedOperations(): Operation[] {
  return OPERATIONS.filter((o) => o.endpoint.read && !o.endpoint.creates && !o.notProbed);
}

/** `data.order.status: expected one of …` — where an answer departs from the schema, as a field path. */
export function describeIssue(prefix: string, issue: z.core.$ZodIssue): string {
  const at = [prefix, ...issue.path.map(String)].join('.');
  return `${at}: ${issue.message}`;
}

function learn(ctx: ProbeContext, name: string, data: unknown): void {
  const d = (data ?? {}) as Record<string, unknown>;
  if (name === 'productInfoForH5' && typeof d.defaultAmount === 'number' && typeof d.defaultDays === 'number') {
    ctx.amount = d.defaultAmount;
    ctx.days = d.defaultDays;
  }
  const order = d.order as { orderNo?: unknown } | null | undefined;
  if (name === 'lastOrder' && typeof order?.orderNo === 'string') ctx.orderNo = order.orderNo;
  const list = d.list as { orderNo?: unknown }[] | undefined;
  if (name === 'myOrderList' && !ctx.orderNo && Array.isArray(list) && typeof list[0]?.orderNo === 'string') ctx.orderNo = list[0].orderNo;
}

export async function probe(opts: ProbeOptions): Promise<ProbeRow[]> {
  client.defaults.baseURL = opts.base.endsWith('/') ? opts.base : `${opts.base}/`;
  const deviceId = 'contract-probe';
  configureHttp({
    // The fields every body carries (docs/openapi.json CommonFields); nothing of a real device or person.
    commonFields: () => ({
      app: env.appName,
      version: env.appVersion,
      from: 'h5',
      webSource: 'probe',
      platform: 'web',
      model: 'web',
      userAgent: 'contract-probe',
      deviceId,
      channel: '',
      analytics: '',
      ga4InstanceId: '',
      fbp: '',
      fbc: '',
      ttp: '',
      ttclid: '',
      sourceid: '',
      transaction_id: '',
      utm_term: '',
      appsflyer_id: '',
      devgaid: '',
      gaid: '',
      lang: opts.lang ?? 'ru',
    }),
    token: () => opts.token,
    onSessionExpired: () => {},
  });
  // The raw answer, to say which envelope field is wrong when the client refuses the envelope itself.
  const last: { raw: { status: number; data: unknown } | null } = { raw: null };
  // A function, not the property: set by the interceptor during the await, which the compiler cannot see.
  const lastAnswer = () => last.raw;
  const interceptor = client.interceptors.response.use((r) => {
    last.raw = { status: r.status, data: r.data };
    return r;
  });
  const ctx: ProbeContext = { deviceId, today: kzDay(Date.now()) };
  const rows: ProbeRow[] = [];
  try {
    for (const o of probedOperations()) {
      const path = o.endpoint.path;
      const req = o.probe ? o.probe(ctx) : { skip: 'no way to call it without data' };
      if ('skip' in req) {
        rows.push({ name: o.name, path, status: 'skipped', detail: req.skip, code: '' });
        continue;
      }
      last.raw = null;
      opts.onCall?.(path);
      const kind = o.body === 'upload' ? 'json' : o.body;
      try {
        // Through the app's own call(); the answer's data is checked here, to name the field.
        const data = await call(path, z.unknown(), req.body, kind);
        learn(ctx, o.name, data);
        const parsed = o.endpoint.schema.safeParse(data);
        rows.push(
          parsed.success
            ? { name: o.name, path, status: 'ok', detail: 'ok', code: '0' }
            : { name: o.name, path, status: 'differs', detail: describeIssue('data', parsed.error.issues[0]!), code: '0' },
        );
      } catch (e) {
        if (!isApiError(e)) throw e;
        const answered = lastAnswer();
        if (e.kind === 'parse' && answered) {
          const envelope = Envelope.safeParse(answered.data);
          const detail = envelope.success ? 'envelope' : describeIssue('envelope', envelope.error.issues[0]!);
          rows.push({ name: o.name, path, status: 'differs', detail, code: String(answered.status) });
        } else if (e.kind === 'server' || e.kind === 'session' || e.kind === 'upload') {
          const code = e.code ?? e.status ?? '';
          rows.push({ name: o.name, path, status: 'error', detail: `answered code ${code}${e.serverMessage ? ` (${e.serverMessage})` : ''}`, code: String(code) });
        } else {
          const status = e.status ?? answered?.status;
          rows.push({ name: o.name, path, status: 'error', detail: e.kind === 'http' ? `HTTP ${status}` : e.kind, code: status ? String(status) : '' });
        }
      }
    }
  } finally {
    client.interceptors.response.eject(interceptor);
  }
  return rows;
}

/** The table the CLI prints: endpoint, result, code, one line each, aligned. */
export function formatTable(rows: ProbeRow[]): string {
  const head = ['endpoint', 'result', 'code'];
  const lines = rows.map((r) => [`${r.path} (${r.name})`, r.status === 'ok' ? 'ok' : `${r.status.toUpperCase()}: ${r.detail}`, r.code]);
  const width = [0, 1].map((i) => Math.max(head[i]!.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (l: string[]) => `${l[0]!.padEnd(width[0]!)}  ${l[1]!.padEnd(width[1]!)}  ${l[2]}`.trimEnd();
  const counts = (['ok', 'differs', 'error', 'skipped'] as const).map((s) => `${rows.filter((r) => r.status === s).length} ${s}`).join(', ');
  return [fmt(head), ...lines.map(fmt), '', counts].join('\n');
}
