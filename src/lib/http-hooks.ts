/**
 * What the app plugs into the HTTP client at start-up, kept apart from the client itself so the first
 * screen does not download axios and zod before any call is made.
 */
export interface HttpHooks {
  /** Fields added to every JSON body (spec section 7 list). */
  commonFields: () => Record<string, string | number>;
  token: () => string;
  /** Called once per ended session, however many calls fail together. */
  onSessionExpired: () => void;
  /** Extra headers (the sandbox scenario in development). */
  extraHeaders?: () => Record<string, string>;
}

let hooks: HttpHooks = {
  commonFields: () => ({}),
  token: () => '',
  onSessionExpired: () => {},
};

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

export function httpHooks(): HttpHooks {
  return hooks;
}

/** The token whose expiry was already reported; a new token re-arms the handler. */
let expiredToken: string | null = null;

export function reportSessionExpired(token: string): void {
  // A call made without a session cannot end one (e.g. a request still in flight after the reset), and a
  // late answer to a call made with an older token cannot end the session that started since.
  if (!token || expiredToken === token || token !== hooks.token()) return;
  expiredToken = token;
  hooks.onSessionExpired();
}

/** Login and tests: the next 301 is reported again. */
export function resetSessionExpiry(): void {
  expiredToken = null;
}
