/** Consents and signed-in devices (docs/api.md, "Consents and devices"; OUR ASSUMPTION). */
import type { HttpHandler } from 'msw';
import { MarketingRequest, type Consent, type ConsentList, type EndOthersResponse, type SessionList } from '@/features/consents/api';
import type { SandboxDb } from '../db';
import { consentView, consentsView, endOtherSessions, sessionsView, setMarketing } from '../domain/consents';
import { route, type AuthedCtx } from '../route';

/** The token the request carries (header first, as the route wrapper reads it). */
const tokenOf = ({ request, body }: AuthedCtx): string => request.headers.get('token') || (typeof body.token === 'string' ? body.token : '');

export function consentHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<unknown, ConsentList>(db, '/api/consent/list', { auth: 'required' }, ({ user, lang }) => ({ consents: consentsView(user, lang) })),

    route<MarketingRequest, Consent>(db, '/api/consent/marketing', { auth: 'required', schema: MarketingRequest }, ({ user, lang, now }, req) => {
      setMarketing(user, req.given, now);
      return consentView(user, 'marketing', lang);
    }),

    route<unknown, SessionList>(db, '/api/user/sessions', { auth: 'required' }, (ctx) => ({
      sessions: sessionsView(db.state, ctx.user.phone, tokenOf(ctx)),
    })),

    route<unknown, EndOthersResponse>(db, '/api/user/sessions/endOthers', { auth: 'required' }, (ctx) => ({
      ended: endOtherSessions(db.state, ctx.user.phone, tokenOf(ctx)),
    })),
  ];
}
