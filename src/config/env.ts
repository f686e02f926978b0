/**
 * The build-time env, read once with safe defaults (no schema library here: this module is on the
 * first screen's critical path). Every variable is documented in .env.example.
 */
const raw = import.meta.env as Record<string, string | boolean | undefined>;

function str(name: string, fallback: string): string {
  const v = raw[name];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback;
}

function list(name: string): string[] {
  return str(name, '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^https?:\/\/[^/\s]+$/i.test(s));
}

export const env = {
  apiBaseUrl: str('VITE_API_BASE_URL', '/'),
  useMocks: import.meta.env.VITE_USE_MOCKS === 'true',
  appName: str('VITE_APP_NAME', 'bystrye-zaimy'),
  appVersion: str('VITE_APP_VERSION', '1.1.7'),
  appVersionCode: Number.parseInt(str('VITE_APP_VERSION_CODE', '117'), 10) || 117,
  countryCode: str('VITE_COUNTRY_CODE', 'KZ'),
  analyticsUrl: str('VITE_ANALYTICS_URL', ''),
  behaviourUrl: str('VITE_BEHAVIOUR_URL', ''),
  behaviourProject: str('VITE_BEHAVIOUR_PROJECT', ''),
  /** Origins (scheme://host[:port]) webview pages may load from; malformed entries are dropped. */
  webviewOrigins: list('VITE_WEBVIEW_ORIGINS'),
} as const;

export type Env = typeof env;
