/**
 * Sandbox-only endpoints, not part of the company API:
 * - POST /__sandbox/control  (tests, tools, the dev panel, the fake vendor pages); actions: lastCode,
 *   scenario, expire, advance, vendorResult, cardBinding (the fake provider card page's report), seed (a signed-in borrower at a stage), count (what a borrower's
 *   creates made), reset
 * - GET  /__sandbox/files/:id (the files uploaded to /api/uploadFile/userFile)
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { SandboxDb } from '../db';
import { isScenario } from '../domain/scenarios';
import { SEED_STAGES, isSeedStage, seedBorrower } from '../fixtures';
import { isVendorResult } from '../model';
import { isCardBindingResult, providerCard } from '../domain/cardBinding';
import { reportCardBindingToDb } from './bank-card';
import { normalisePhone } from '../util';
import { recordCounts } from '../views';

const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">' +
  '<rect width="320" height="200" rx="12" fill="#e8f5e9"/>' +
  '<text x="160" y="105" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#2e7d32">sandbox photo</text></svg>';

function json(body: Record<string, unknown>, status = 200): Response {
  return HttpResponse.json(body as JsonBodyType, { status, headers: { 'Cache-Control': 'no-store' } });
}

export function sandboxHandlers(db: SandboxDb): HttpHandler[] {
  return [
    http.post('*/__sandbox/control', async ({ request }) => {
      let body: Record<string, unknown>;
      try {
        body = (await request.json()) as Record<string, unknown>;
      } catch {
        return json({ error: 'expected a JSON body' }, 400);
      }
      const phoneIn = body.phone;
      const phone = phoneIn === undefined || phoneIn === null || phoneIn === '' ? null : normalisePhone(phoneIn);
      if (phoneIn !== undefined && phoneIn !== null && phoneIn !== '' && !phone) {
        return json({ error: `not a Kazakhstan mobile number: ${String(phoneIn)}` }, 400);
      }
      switch (body.action) {
        case 'lastCode':
          if (!phone) return json({ error: 'phone is required' }, 400);
          return json({ code: db.lastCode(phone) });
        case 'scenario':
          if (body.scenario === undefined) return json({ scenario: db.getScenario(phone ?? undefined) });
          if (!isScenario(body.scenario)) return json({ error: `unknown scenario: ${String(body.scenario)}` }, 400);
          db.setScenario(body.scenario, phone ?? undefined);
          return json({ ok: true, scenario: db.getScenario(phone ?? undefined) });
        case 'expire':
          if (!phone) return json({ error: 'phone is required' }, 400);
          return json({ ok: true, expired: db.expire(phone) });
        case 'advance':
          if (!phone) return json({ error: 'phone is required' }, 400);
          db.advance(phone, body.toEnd === true);
          return json({ ok: true });
        case 'vendorResult':
          // cancel: the borrower left the page without a result (a payment becomes cancelled; no result for the rest).
          if (typeof body.ref !== 'string' || !isVendorResult(body.result)) {
            return json({ error: 'ref and result (ok | fail | cancel) are required' }, 400);
          }
          db.vendorResult(body.ref, body.result);
          return json({ ok: true });
        case 'cardBinding': {
          // The provider's report of a card binding session: the masked card only (never a full number).
          if (typeof body.ref !== 'string' || !isCardBindingResult(body.result)) {
            return json({ error: 'ref and result (ok | fail | cancel) are required' }, 400);
          }
          const card = providerCard(body.card);
          if (body.result === 'ok' && !card) return json({ error: 'card {first6, last4, expiry, holder} is required with ok' }, 400);
          if (!reportCardBindingToDb(db, body.ref, body.result, card)) return json({ error: `no card binding ${body.ref}` }, 404);
          return json({ ok: true });
        }
        case 'seed': {
          // A borrower put straight at a stage (src/mocks/fixtures.ts), signed in: for browser tests and demos.
          if (!phone) return json({ error: 'phone is required' }, 400);
          if (!isSeedStage(body.stage)) {
            return json({ error: `unknown stage: ${String(body.stage)} (one of ${SEED_STAGES.join(', ')})` }, 400);
          }
          const supplement = body.supplement === 'id' || body.supplement === 'selfie' ? body.supplement : 'both';
          // The seeded loan's amount and term when given (whole numbers), else the product's default.
          const amount = Number.isInteger(body.amount) ? (body.amount as number) : undefined;
          const days = Number.isInteger(body.days) ? (body.days as number) : undefined;
          const { token } = seedBorrower(db, { phone, stage: body.stage, supplement, amount, days });
          return json({ ok: true, token });
        }
        case 'count': {
          // What the borrower's creates made, for tests of double taps and replays (one tap, one record).
          if (!phone) return json({ error: 'phone is required' }, 400);
          db.sync();
          const user = db.userByPhone(phone);
          if (!user) return json({ error: `no borrower with phone ${phone}` }, 404);
          return json({ ok: true, ...recordCounts(user) });
        }
        case 'reset':
          db.reset();
          return json({ ok: true });
        default:
          return json({ error: `unknown action: ${String(body.action)}` }, 400);
      }
    }),

    http.get('*/__sandbox/files/:id', ({ params }) => {
      const id = typeof params.id === 'string' ? params.id : '';
      const file = db.files.get(id);
      if (file) {
        return new HttpResponse(file.bytes, { headers: { 'Content-Type': file.mime, 'Cache-Control': 'private, max-age=3600' } });
      }
      // Files of an earlier session (bytes are not persisted) and vendor selfies show a placeholder.
      return new HttpResponse(PLACEHOLDER_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
    }),
  ];
}
