import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_KEYS, readRaw, writeRaw } from '@/lib/storage';

/** The spec's codes (stored in app_locale) and the BCP 47 tags Intl and <html lang> need. */
export type AppLocale = 'ru' | 'kz';
export const LOCALES: readonly AppLocale[] = ['ru', 'kz'];
const TAG: Record<AppLocale, string> = { ru: 'ru', kz: 'kk' };

export function toTag(locale: AppLocale): string {
  return TAG[locale];
}

export function fromTag(tag: string): AppLocale {
  return tag === 'kk' || tag === 'kz' ? 'kz' : 'ru';
}

export const NAMESPACES = ['common', 'ui', 'auth', 'account', 'pages', 'options', 'onboarding'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = (locale: AppLocale) => Promise<ResourceLanguage | null>;

// ru is the default, so it ships with the entry chunk; kz loads when chosen.
const ruFiles = import.meta.glob<ResourceLanguage>('/locales/ru/*.json', { eager: true, import: 'default' });
const kzFiles = import.meta.glob<ResourceLanguage>('/locales/kz/*.json', { import: 'default' });

function byNamespace(entries: [string, ResourceLanguage][]): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const [file, data] of entries) {
    const ns = file.split('/').pop()!.replace(/\.json$/, '');
    out[ns] = data;
  }
  return out;
}

export const bundledLoader: Loader = async (locale) => {
  if (locale === 'ru') {
    const entries = Object.entries(ruFiles);
    return entries.length ? byNamespace(entries) : null;
  }
  const entries = await Promise.all(
    Object.entries(kzFiles).map(async ([file, load]) => [file, await load()] as [string, ResourceLanguage]),
  );
  return entries.length ? byNamespace(entries) : null;
};

export function savedLocale(): AppLocale {
  const v = readRaw(APP_KEYS.locale);
  return v === 'kz' ? 'kz' : 'ru';
}

let loader: Loader = bundledLoader;

async function ensureLoaded(instance: I18n, locale: AppLocale): Promise<AppLocale> {
  const tag = toTag(locale);
  if (instance.hasResourceBundle(tag, 'common')) return locale;
  const res = await loader(locale).catch(() => null);
  if (res) {
    for (const [ns, data] of Object.entries(res)) instance.addResourceBundle(tag, ns, data, true, true);
    return locale;
  }
  // Spec: if the ru table is missing, kz is used.
  if (locale === 'ru') return ensureLoaded(instance, 'kz');
  throw new Error(`No translations for ${locale}`);
}

function applyDocumentLang(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toTag(locale);
}

/** Initialises i18next with the saved (or default ru) language. Returns the locale actually used. */
export async function initI18n(opts: { loader?: Loader; locale?: AppLocale } = {}): Promise<AppLocale> {
  loader = opts.loader ?? bundledLoader;
  const wanted = opts.locale ?? savedLocale();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: {} as Resource,
      lng: toTag(wanted),
      fallbackLng: false, // an unknown key shows the key itself
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  const used = await ensureLoaded(i18next, wanted);
  await i18next.changeLanguage(toTag(used));
  applyDocumentLang(used);
  return used;
}

export function currentLocale(): AppLocale {
  return fromTag(i18next.language);
}

/** Switches language, saves app_locale; React re-renders the current page in place. */
export async function setLocale(locale: AppLocale): Promise<void> {
  const used = await ensureLoaded(i18next, locale);
  writeRaw(APP_KEYS.locale, used);
  await i18next.changeLanguage(toTag(used));
  applyDocumentLang(used);
}

/** The spec's toggle: cycles ru <-> kz. */
export async function toggleLocale(): Promise<AppLocale> {
  const next: AppLocale = currentLocale() === 'ru' ? 'kz' : 'ru';
  await setLocale(next);
  return next;
}

/** Test helper: drops loaded bundles so the next init loads again. */
export function resetI18nForTests(): void {
  if (!i18next.isInitialized) return;
  for (const l of LOCALES) for (const ns of NAMESPACES) i18next.removeResourceBundle(toTag(l), ns);
}

export { i18next };
