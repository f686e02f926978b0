import { create } from 'zustand';
import { APP_KEYS, readJson, writeJson } from '@/lib/storage';

/** Spec section 3: client configuration flags, all strings, with defaults. */
export const CONFIG_DEFAULTS = {
  IDcodeShow: '1',
  codetext: '0',
  repayment: '1',
  withdrawal: '1',
  personalInfo: '1',
  educationInfo: '1',
  emailinfo: '1',
  locationinfo: '1',
} as const;

export type ConfigFlag = keyof typeof CONFIG_DEFAULTS;
/** `cardBinding`: our assumption (docs/api.md, "Card binding on the provider's page"), 'hosted' or 'form'. */
export type ClientConfig = Record<ConfigFlag, string> & { ver: string; verIos: string; cardBinding: string };

const DEFAULT_CONFIG: ClientConfig = { ...CONFIG_DEFAULTS, ver: '', verIos: '', cardBinding: 'form' };

/** Keeps only known fields, as strings; unknown or missing ones take the defaults. */
export function normaliseConfig(raw: unknown): ClientConfig {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out: ClientConfig = { ...DEFAULT_CONFIG };
  for (const key of Object.keys(DEFAULT_CONFIG) as (keyof ClientConfig)[]) {
    const v = src[key];
    if (typeof v === 'string' || typeof v === 'number') out[key] = String(v);
  }
  return out;
}

interface ConfigState {
  config: ClientConfig;
  /** 'cache' until the server answers, then 'server'. */
  source: 'default' | 'cache' | 'server';
  applyServer: (raw: unknown) => void;
}

function cached(): { config: ClientConfig; source: ConfigState['source'] } {
  const raw = readJson<unknown>(APP_KEYS.config);
  return raw ? { config: normaliseConfig(raw), source: 'cache' } : { config: DEFAULT_CONFIG, source: 'default' };
}

/** Spec: the cached config applies first; the server's config then replaces it and is cached again. */
export const useConfig = create<ConfigState>()((set) => ({
  ...cached(),
  applyServer: (raw) => {
    const config = normaliseConfig(raw);
    writeJson(APP_KEYS.config, config);
    set({ config, source: 'server' });
  },
}));

export function reloadConfigFromCache(): void {
  useConfig.setState(cached());
}
