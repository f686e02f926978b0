/**
 * Error reports end to end in jsdom: the app's Sentry sender (src/shared/monitoring/sentry.ts) through its
 * tunnel to the sandbox's error collector (routes/monitoring.ts), and the browser's CSP violation reports.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { close } from '@sentry/browser';
import { startSentry } from '@/shared/monitoring/sentry';
import { useSession } from '@/stores/session';
import { eventsOfEnvelope, parseEnvelope, type MonitoringEvent } from './domain/monitoring';

async function collected(filter: Record<string, unknown> = {}): Promise<MonitoringEvent[]> {
  const res = await fetch('http://localhost/__sandbox/monitoring/events', { method: 'POST', body: JSON.stringify(filter) });
  return ((await res.json()) as { events: MonitoringEvent[] }).events;
}

async function until<T>(read: () => Promise<T[]>, n: number): Promise<T[]> {
  for (let i = 0; i < 100; i++) {
    const got = await read();
    if (got.length >= n) return got;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}

afterAll(() => close(0));

describe('error reports from the app to the sandbox', () => {
  it('arrive with route, release, source and device class, and with nothing personal in them', async () => {
    const token = 'tok_e2e_9f8e7d6c';
    const phone = '+77011234567';
    useSession.getState().setSession(token, phone);
    window.location.hash = '#/pages/home/my?orderNo=Z99';
    const send = startSentry({ dsn: 'https://test@errors.invalid/1', tunnel: 'http://localhost/__sandbox/monitoring/envelope', device: 'low' });

    send({ kind: 'error', error: new Error(`refused ${token} for 701 123 45 67, IIN 900101300123, Айгерим`), source: 'rejection', route: window.location.hash });
    send({ kind: 'shown', what: 'network', route: '#/pages/personal/loan_order' });
    // The same failure again at once: rate-limited, not sent twice.
    send({ kind: 'error', error: new Error(`refused ${token} for 701 123 45 67, IIN 900101300123, Айгерим`), source: 'rejection', route: window.location.hash });

    const events = await until(() => collected(), 2);
    expect(events).toHaveLength(2);
    const [error, shown] = [events.find((e) => e.kind === 'error')!, events.find((e) => e.kind === 'message')!];
    expect(error.tags).toMatchObject({ source: 'rejection', route: '/pages/home/my', device_class: 'low' });
    expect(error.release).toBe('bystrye-zaimy@1.1.7');
    expect(error.title).toMatch(/^Error: refused \[removed\] for \[removed\], IIN \[removed\], \[removed\]$/);
    expect(shown.title).toBe('Error state shown: network');
    expect(shown.tags).toMatchObject({ source: 'shown', what: 'network', route: '/pages/personal/loan_order' });

    const text = JSON.stringify(events);
    for (const secret of [token, '7011234567', '701 123 45 67', '900101300123', 'Айгерим', 'Z99']) expect(text).not.toContain(secret);
  });
});

describe('the sandbox collector', () => {
  it('reads an envelope item by its length, UTF-8 included, and skips items that are not events', () => {
    const payload = JSON.stringify({ message: 'Қате', tags: { route: '/' } });
    const text = `{"event_id":"1"}\n{"type":"client_report"}\n{}\n{"type":"event","length":${new TextEncoder().encode(payload).length}}\n${payload}\n`;
    expect(parseEnvelope(text).map((i) => i.type)).toEqual(['client_report', 'event']);
    expect(eventsOfEnvelope(text, 1)).toMatchObject([{ kind: 'message', title: 'Қате', tags: { route: '/' } }]);
  });

  it('collects CSP violation reports in both formats and refuses what is not one', async () => {
    const reportTo = [{ type: 'csp-violation', body: { effectiveDirective: 'connect-src', blockedURL: 'https://evil.example/x', disposition: 'enforce' } }];
    const reportUri = { 'csp-report': { 'effective-directive': 'require-trusted-types-for', 'blocked-uri': 'trusted-types-sink' } };
    const post = (body: unknown, type: string) => fetch('http://localhost/csp-report', { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });
    expect((await post(reportTo, 'application/reports+json')).status).toBe(204);
    expect((await post(reportUri, 'application/csp-report')).status).toBe(204);
    expect((await post({ hello: 1 }, 'application/json')).status).toBe(400);
    const csp = await collected({ kind: 'csp' });
    expect(csp.map((e) => e.title)).toEqual(['connect-src blocked https://evil.example/x', 'require-trusted-types-for blocked trusted-types-sink']);
  });
});
