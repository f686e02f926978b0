import * as z from 'zod/mini';

/** Parses the build-time env once. Anything malformed fails loudly at start-up, not deep in a call. */
const csv = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
);
const bool = z.pipe(
  z.optional(z.string()),
  z.transform((v: string | undefined) => v === 'true'),
);

const EnvSchema = z.object({
  VITE_API_BASE_URL: z._default(z.string(), '/'),
  VITE_USE_MOCKS: bool,
  VITE_APP_NAME: z._default(z.string(), 'bystrye-zaimy'),
  VITE_APP_VERSION: z._default(z.string(), '1.1.7'),
  VITE_APP_VERSION_CODE: z.pipe(
    z._default(z.string(), '117'),
    z.transform((v: string) => Number.parseInt(v, 10) || 117),
  ),
  VITE_COUNTRY_CODE: z._default(z.string(), 'KZ'),
  VITE_ANALYTICS_URL: z._default(z.string(), ''),
  VITE_BEHAVIOUR_URL: z._default(z.string(), ''),
  VITE_BEHAVIOUR_PROJECT: z._default(z.string(), ''),
  VITE_WEBVIEW_ORIGINS: csv,
});

const parsed = EnvSchema.parse(import.meta.env);

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  useMocks: parsed.VITE_USE_MOCKS,
  appName: parsed.VITE_APP_NAME,
  appVersion: parsed.VITE_APP_VERSION,
  appVersionCode: parsed.VITE_APP_VERSION_CODE,
  countryCode: parsed.VITE_COUNTRY_CODE,
  analyticsUrl: parsed.VITE_ANALYTICS_URL,
  behaviourUrl: parsed.VITE_BEHAVIOUR_URL,
  behaviourProject: parsed.VITE_BEHAVIOUR_PROJECT,
  webviewOrigins: parsed.VITE_WEBVIEW_ORIGINS,
} as const;

export type Env = typeof env;
