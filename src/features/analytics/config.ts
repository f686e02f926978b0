/**
 * Where events go and how the Sensors Data web SDK is configured (spec section 9, "Analytics").
 */

export interface AnalyticsEnv {
  analyticsUrl: string;
  behaviourUrl: string;
  behaviourProject: string;
}

export interface Targets {
  /** The event collector (VITE_ANALYTICS_URL): batches, form-encoded base64. */
  eventsUrl: string | null;
  /** The behaviour server (VITE_BEHAVIOUR_URL) with `project=VITE_BEHAVIOUR_PROJECT`: one beacon per event. */
  behaviourUrl: string | null;
}

function absolute(url: string, base: string): URL | null {
  try {
    const u = new URL(url, base);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

/**
 * The two addresses, absolute (the SDK drops a relative one). An empty variable switches that sending
 * off; the behaviour server needs its project too.
 */
export function targetsOf(env: AnalyticsEnv, base: string): Targets {
  const events = env.analyticsUrl ? absolute(env.analyticsUrl, base) : null;
  const behaviour = env.behaviourUrl && env.behaviourProject ? absolute(env.behaviourUrl, base) : null;
  if (behaviour) behaviour.searchParams.set('project', env.behaviourProject);
  return { eventsUrl: events?.toString() ?? null, behaviourUrl: behaviour?.toString() ?? null };
}

/** Spec section 9. */
export const SPEC = {
  sessionMinutes: 30,
  requestTimeoutMs: 20_000,
  batchIntervalMs: 6_000,
  batchStorage: 200,
  sendTimeoutMs: 8_000,
  maxString: 500,
  maxId: 255,
} as const;

/**
 * The SDK's `init` parameters: the spec's values, one for one (docs/analytics.md, "Configuration").
 * The 30-minute session is the SDK's session-event plugin (its rule: 30 minutes without an event, or
 * 12 hours, starts a new `$event_session_id`).
 */
export function sdkParams(targets: Targets, singlePage: () => Record<string, unknown> | false): Record<string, unknown> {
  return {
    server_url: targets.eventsUrl ?? '',
    // Single-page tracking: a page view at every route change, with the properties `singlePage` gives.
    is_track_single_page: singlePage,
    use_client_time: true,
    send_type: 'beacon',
    show_log: false,
    // Click and scroll maps not collected (no click or scroll listener, no heatmap script).
    heatmap: { clickmap: 'not_collect', scroll_notice_map: 'not_collect' },
    // Events wait in localStorage (up to 200, surviving a reload and offline spells) and go every 6 s as one
    // form-encoded POST (`data_list=<base64>`), each request given 20 s. Without a collector there is
    // nothing to batch for: behaviour beacons only.
    batch_send: targets.eventsUrl
      ? { datasend_timeout: SPEC.requestTimeoutMs, send_interval: SPEC.batchIntervalMs, storage_length: SPEC.batchStorage }
      : false,
    // A single send (a beacon, or a POST where beacons are missing) is given 8 s.
    datasend_timeout: SPEC.sendTimeoutMs,
    max_string_length: SPEC.maxString,
    max_id_length: SPEC.maxId,
    // The SDK's cookie stays on the app's own host, never on the parent domain (api.…, docs.…).
    cross_subdomain: false,
    // …goes over HTTPS only and not with other sites' requests (issue 29 L5). Plain-HTTP pages (the
    // sandbox on a phone over the LAN) would otherwise get no cookie at all.
    is_secure_cookie: typeof location === 'undefined' || location.protocol !== 'http:',
    set_cookie_samesite: 'Lax',
  };
}
