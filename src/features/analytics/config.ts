/**
 * Where events go and the spec's analytics figures (section 9, "Analytics"); tracker.ts applies them
 * (docs/analytics.md, "Configuration").
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
 * The two addresses, absolute. An empty variable switches that sending
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
