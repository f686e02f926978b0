import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { userInfo } from '@/features/account/api';
import { login, sendCode } from '@/features/auth/api';
import { db } from '../../tests/msw-server';
import { connectClient, signIn, type TestClient } from './testing';

const PHONE = '77051234567';

async function control(body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch('http://localhost:4173/__sandbox/control', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('POST /__sandbox/control', () => {
  it('lastCode returns the SMS code (any phone format), which logs in', async () => {
    expect((await control({ action: 'lastCode', phone: PHONE })).json).toEqual({ code: null });
    await sendCode({ phone: PHONE });
    const { json } = await control({ action: 'lastCode', phone: '+7 705 123 45 67' });
    expect(json.code).toMatch(/^\d{4}$/);
    await expect(login({ phone: PHONE, code: String(json.code) })).resolves.toMatchObject({ phone: PHONE });
  });

  it('scenario sets and reads a per-phone or global scenario', async () => {
    expect((await control({ action: 'scenario', scenario: 'reject', phone: PHONE })).json).toEqual({ ok: true, scenario: 'reject' });
    expect(db.getScenario(PHONE)).toBe('reject');
    expect(db.getScenario()).toBe('approve');
    expect((await control({ action: 'scenario', scenario: 'slow' })).json).toEqual({ ok: true, scenario: 'slow' });
    expect(db.getScenario('77079998877')).toBe('slow');
    expect((await control({ action: 'scenario', phone: PHONE })).json).toEqual({ scenario: 'reject' });
    expect((await control({ action: 'scenario', scenario: 'explode' })).status).toBe(400);
  });

  it('expire makes the next call of that borrower answer 301', async () => {
    await signIn(db, client, PHONE);
    await userInfo();
    expect((await control({ action: 'expire', phone: PHONE })).json).toEqual({ ok: true, expired: 1 });
    const err = await userInfo().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'session', code: 301 });
  });

  it('reset forgets every borrower and scenario', async () => {
    await signIn(db, client, PHONE);
    db.setScenario('overdue');
    expect((await control({ action: 'reset' })).json).toEqual({ ok: true });
    expect(db.getScenario()).toBe('approve');
    expect(db.userByPhone(PHONE)).toBeNull();
    await expect(userInfo()).rejects.toMatchObject({ code: 301 });
  });

  it('advance and vendorResult drive time and vendor pages', async () => {
    expect((await control({ action: 'advance', phone: PHONE })).json).toEqual({ ok: true });
    expect((await control({ action: 'vendorResult', ref: 'PAY1', result: 'ok' })).json).toEqual({ ok: true });
    expect(db.state.vendorResults.PAY1).toBe('ok');
    expect((await control({ action: 'vendorResult', ref: 'PAY1', result: 'maybe' })).status).toBe(400);
    // The payment page's "back without paying".
    expect((await control({ action: 'vendorResult', ref: 'PAY2', result: 'cancel' })).json).toEqual({ ok: true });
    expect(db.state.vendorResults.PAY2).toBe('cancel');
  });

  it('refuses unknown actions, bad phones and non-JSON bodies with 400', async () => {
    expect((await control({ action: 'nuke' })).status).toBe(400);
    expect((await control({ action: 'lastCode', phone: '123' })).status).toBe(400);
    expect((await control({ action: 'lastCode' })).status).toBe(400);
    const res = await fetch('http://localhost/__sandbox/control', { method: 'POST', body: 'not json' });
    expect(res.status).toBe(400);
  });

  it('serves uploaded files, and a placeholder for unknown ones', async () => {
    const res = await fetch('http://localhost/__sandbox/files/unknown');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
