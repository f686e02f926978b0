/**
 * Analytics in the sandbox:
 * - the company API's device and identity calls: POST /api/user/uploadDeviceInfo, POST /Sensors/getField
 *   (/bury2/add and /bury3/add are answered by routes/content.ts);
 * - the two analytics servers the app is pointed at in development and in the browser tests
 *   (.env.development, .env.e2e), sandbox-only:
 *     /__sandbox/analytics/sa       the event collector (VITE_ANALYTICS_URL; sa.gif too, where the vendor's
 *                                   SDK sent): POST `data_list=` batches, POST or beacon `data=`,
 *                                   GET ?data= (the SDK's image fallback)
 *     /__sandbox/analytics/beacon   the behaviour server (VITE_BEHAVIOUR_URL), `?project=` required
 *   Both decode what they get (src/mocks/domain/analytics.ts) and keep the last events;
 * - POST /__sandbox/analytics/events `{ channel?, distinctId?, via? }` → `{ events: CollectedEvent[] }`
 *   (what was collected, oldest first: the browser tests and tools read it), `{ clear: true }` empties it.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  SensorsFieldRequest,
  UploadDeviceInfoRequest,
  type SensorsFieldResponse,
  type UploadDeviceInfoResponse,
} from '@/features/analytics/api';
import type { SandboxDb } from '../db';
import { perDatabase, plain } from './collected';
import { createCollector, decodePayload, PayloadError, type Channel, type Collector } from '../domain/analytics';
import { route, type Ctx } from '../route';
import { hash } from '../util';

/** The project the sandbox's Sensors field call names (the app sends to VITE_BEHAVIOUR_PROJECT). */
export const SANDBOX_PROJECT = 'bystrye_zaimy';

/** The collector of a sandbox database: the dev panel lists it. */
export const collectorOf: (db: SandboxDb) => Collector = perDatabase((persist) =>
  persist ? createCollector({ persist: true, limit: 100 }) : createCollector({ persist: false, limit: 5000 }),
);

function collect(db: SandboxDb, via: Channel) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const project = url.searchParams.get('project');
    if (via === 'behaviour' && !project) return plain(400, 'project query parameter required');
    try {
      const body = request.method === 'GET' ? '' : await request.text();
      collectorOf(db).add(via, project, decodePayload(body, url.search), db.now());
      return plain(200);
    } catch (e) {
      return plain(400, e instanceof PayloadError ? e.message : 'undecodable payload');
    }
  };
}

export function analyticsHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<UploadDeviceInfoRequest, UploadDeviceInfoResponse>(
      db,
      '/api/user/uploadDeviceInfo',
      { auth: 'required', schema: UploadDeviceInfoRequest },
      ({ user }, req) => {
        user.device = { ...req };
        return {};
      },
    ),

    route<SensorsFieldRequest, SensorsFieldResponse>(
      db,
      '/Sensors/getField',
      { auth: 'optional', body: 'form', schema: SensorsFieldRequest },
      (ctx: Ctx, req) => ({
        // The borrower's id (pseudonymous: it names no one outside the company) or this device's anonymous id.
        distinctId: ctx.user ? ctx.user.id : `anon-${hash(req.deviceId).toString(16)}`,
        project: SANDBOX_PROJECT,
        fields: { platform: 'h5', country: 'KZ' },
      }),
    ),

    // The vendor's SDK turned an address ending in /sa into /sa.gif (its servers answer both): so do these.
    ...(['sa', 'sa.gif'] as const).flatMap((p) => [http.post(`*/__sandbox/analytics/${p}`, collect(db, 'events')), http.get(`*/__sandbox/analytics/${p}`, collect(db, 'events'))]),
    ...(['beacon', 'beacon.gif'] as const).flatMap((p) => [
      http.post(`*/__sandbox/analytics/${p}`, collect(db, 'behaviour')),
      http.get(`*/__sandbox/analytics/${p}`, collect(db, 'behaviour')),
    ]),

    http.post('*/__sandbox/analytics/events', async ({ request }) => {
      let body: Record<string, unknown> = {};
      try {
        body = ((await request.json()) as Record<string, unknown>) ?? {};
      } catch {
        /* no filter */
      }
      const collector = collectorOf(db);
      if (body.clear === true) collector.clear();
      const events = collector
        .list()
        .filter((e) => body.via === undefined || e.via === body.via)
        .filter((e) => body.channel === undefined || e.event.properties.channel === body.channel)
        .filter((e) => body.distinctId === undefined || e.event.distinct_id === body.distinctId);
      return HttpResponse.json({ events } as unknown as JsonBodyType, { headers: { 'Cache-Control': 'no-store' } });
    }),
  ];
}
