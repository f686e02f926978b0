import { endpoint } from '@/lib/http';
import { Empty } from '@/shared/api/common';

/*
 * Logout on the server. OUR ASSUMPTION (the spec has no such call): docs/api.md, "Logout and token
 * lifetime". The token the call carries is revoked: from then on it answers code 301 like an expired one.
 * In the start's work after the first screen with the session module (src/shared/session/session.ts): ready at the
 * tap, whatever the network.
 */

// POST /api/index/logout → nothing; an unknown or already revoked token answers code 0 too (the session is over either way)
export const LogoutResponse = Empty;
export type LogoutResponse = Empty;
export const logout = endpoint<void, LogoutResponse>('/api/index/logout', LogoutResponse);
