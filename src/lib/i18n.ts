import { useEffect, useReducer } from 'react';
import i18next, { type i18n as I18n, type ParseKeys, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { APP_KEYS, readRaw, writeRaw } from '@/lib/storage';
import { CORE_NAMESPACES, textGroupOf, type TextGroup } from '@/lib/textGroups';

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

export const NAMESPACES = ['common', 'ui', 'auth', 'account', 'pages', 'options', 'onboarding', 'bankCard', 'loan', 'repayment', 'extension', 'coupons', 'messages', 'content', 'landing', 'cost', 'loanPage', 'offer', 'home', 'refusal', 'hardship', 'threads', 'cooling', 'signup2', 'consents', 'otp', 'calendar', 'offline', 'sw', 'hostedcard', 'payment'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * A key of namespace `Ns` as t() takes it (a plural by its base name), typed from locales/ru
 * (src/types/i18next.d.ts). A key built from a variable takes the variable's type from here or from a
 * union of its values, so a value without a text fails the typecheck instead of showing a raw key.
 */
export type TextKey<Ns extends Namespace = 'common'> = ParseKeys<Ns>;
/** What may follow `Prefix.` in a key of `Ns`: `t(`${Prefix}.${tail}`)` for any `tail` of this type. */
export type KeyTail<Ns extends Namespace, Prefix extends string> =
  TextKey<Ns> extends infer K ? (K extends `${Prefix}.${infer Tail}` ? Tail : never) : never;
/** A key with its namespace ('auth:errors.codeWrong'), for tables any namespace's t may read. */
export type QualifiedKey = { [Ns in Namespace]: `${Ns}:${TextKey<Ns>}` }[Namespace];

/** How many times texts were added to i18next's store (a group loaded, a language switched to). */
let textsAdded = 0;

/**
 * Draws the caller again when texts arrive, not only on a language switch: the shell draws a page's title (its nav
 * bar, the document's title) before that page's texts are there when the page is opened from its address, and the
 * title stayed the raw key ('title') until something else drew it again. An effect, not useSyncExternalStore: a
 * store that changes while a drawn first screen is being taken over makes React draw it anew, and a tap kept from
 * before the takeover (src/app/earlyTap.ts) was lost with its button.
 */
function useRedrawWhenTextsAdded(): void {
  const drawnWith = textsAdded;
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const onAdded = () => redraw();
    i18next.store.on('added', onAdded);
    // Texts that arrived between the draw and now.
    if (textsAdded !== drawnWith) redraw();
    return () => i18next.store.off('added', onAdded);
  }, [drawnWith]);
}

/**
 * A text by a key that names its namespace ('pages:title.login.login'), in the current language, following
 * a switch: for keys held as data (a route's title), whatever namespace they are in.
 */
export function useQualifiedText(): (key: QualifiedKey) => string {
  const { t } = useTranslation();
  useRedrawWhenTextsAdded();
  return t as unknown as (key: QualifiedKey) => string;
}

/** The first screen's and the shell's namespaces (src/lib/textGroups.ts). */
export { CORE_NAMESPACES };
/** What the app's start loads before the first screen: its texts only (`core`), or everything (`all`: tests, tools). */
export type NamespaceSet = 'core' | 'all';

/** Loads a language's namespaces of the given groups; null when that language has no table. */
type Loader = (locale: AppLocale, groups: readonly TextGroup[]) => Promise<ResourceLanguage | null>;

// ru core ships with the entry chunk; the rest of ru, and all of kz, are chunks of their own (one per group:
// vite.config.ts).
const ruCore = import.meta.glob<ResourceLanguage>('/locales/ru/{common,ui,pages}.json', { eager: true, import: 'default' });
const ruRest = import.meta.glob<ResourceLanguage>(['/locales/ru/*.json', '!/locales/ru/{common,ui,pages,sw}.json'], { import: 'default' });
const kzFiles = import.meta.glob<ResourceLanguage>(['/locales/kz/*.json', '!/locales/kz/sw.json'], { import: 'default' });

const nsOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');

async function loadFiles(files: Record<string, () => Promise<ResourceLanguage>>, groups: readonly TextGroup[]) {
  const entries = Object.entries(files).filter(([file]) => groups.includes(textGroupOf(nsOf(file))));
  return Promise.all(entries.map(async ([file, load]) => [nsOf(file), await load()] as const));
}

export const bundledLoader: Loader = async (locale, groups) => {
  const out: ResourceLanguage = {};
  if (locale === 'ru') {
    if (Object.keys(ruCore).length === 0) return null;
    for (const [file, data] of Object.entries(ruCore)) out[nsOf(file)] = data;
    for (const [ns, data] of await loadFiles(ruRest, groups)) out[ns] = data;
  } else {
    const entries = await loadFiles(kzFiles, groups);
    if (entries.length === 0) return null;
    for (const [ns, data] of entries) out[ns] = data;
  }
  return out;
};

export function savedLocale(): AppLocale {
  const v = readRaw(APP_KEYS.locale);
  return v === 'kz' ? 'kz' : 'ru';
}

let loader: Loader = bundledLoader;
const ALL_GROUPS: readonly TextGroup[] = ['core', 'main', 'decided', 'servicing'];
/** The groups wanted in every language: the first screen's from the start, the others once asked for (or all, in tests). */
const wantedGroups = new Set<TextGroup>(ALL_GROUPS);

/** The app's namespaces that are i18next's (`sw` is read raw by the update prompt: src/app/sw/texts.ts). */
const I18N_NAMESPACES = NAMESPACES.filter((ns) => ns !== 'sw');
const hasGroup = (instance: I18n, tag: string, group: TextGroup) =>
  I18N_NAMESPACES.every((ns) => textGroupOf(ns) !== group || instance.hasResourceBundle(tag, ns));

/**
 * Loads the `groups` (by default every wanted one) of `locale` that are not there yet. Without a ru table at all,
 * kz; a file that failed to arrive (the network) is an error, never a reason to show another language.
 */
async function ensureLoaded(instance: I18n, locale: AppLocale, groups: readonly TextGroup[] = [...wantedGroups]): Promise<AppLocale> {
  const tag = toTag(locale);
  const missing = groups.filter((g) => !hasGroup(instance, tag, g));
  if (missing.length === 0) return locale;
  const res = await loader(locale, missing);
  if (res) {
    for (const [ns, data] of Object.entries(res)) instance.addResourceBundle(tag, ns, data, true, true);
    return locale;
  }
  // Spec: if the ru table is missing, kz is used.
  if (locale === 'ru') return ensureLoaded(instance, 'kz', groups);
  throw new Error(`No translations for ${locale}`);
}

/** A text looked up that the language does not have: shown as its key. */
export interface MissingKey {
  lng: string;
  ns: string;
  key: string;
}
let missingKeyListener: ((missing: MissingKey) => void) | null = null;

/**
 * Hears every key t() did not find (an `exists` check or a resource read is not a lookup). The tests fail
 * on one (tests/setup.ts); the app has no listener and shows the key, as i18next does.
 */
export function onMissingKey(listener: ((missing: MissingKey) => void) | null): void {
  missingKeyListener = listener;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a group of the current language's texts (src/lib/textGroups.ts), and that group of any language switched
 * to from now on. `main` starts after the first paint and every route but the Loans tab waits for it; `servicing`
 * and `decided` come with the pages and blocks that read them. A failed load is tried again on the next call.
 */
export function loadTexts(group: Exclude<TextGroup, 'core'>): Promise<void> {
  wantedGroups.add(group);
  if (!i18next.isInitialized || hasGroup(i18next, i18next.language, group)) return Promise.resolve();
  const locale = currentLocale();
  const key = `${locale}|${group}`;
  let p = loading.get(key);
  if (!p) {
    p = ensureLoaded(i18next, locale, [group])
      .then(() => undefined)
      .finally(() => loading.delete(key));
    loading.set(key, p);
  }
  // The language switched while it loaded: the group in the new language too, before the page that waits draws.
  return p.then(() => (i18next.language === toTag(locale) ? undefined : loadTexts(group)));
}

function applyDocumentLang(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toTag(locale);
}

/**
 * Initialises i18next with the saved (or default ru) language. Returns the locale actually used.
 * `namespaces: 'core'` (the app's start) loads only what the first screen needs; the default loads all.
 */
export async function initI18n(opts: { loader?: Loader; locale?: AppLocale; namespaces?: NamespaceSet } = {}): Promise<AppLocale> {
  loader = opts.loader ?? bundledLoader;
  wantedGroups.clear();
  for (const g of (opts.namespaces ?? 'all') === 'all' ? ALL_GROUPS : (['core'] as const)) wantedGroups.add(g);
  const wanted = opts.locale ?? savedLocale();
  if (!i18next.isInitialized) {
    i18next.on('initialized', () => i18next.store.on('added', () => (textsAdded += 1)));
    await i18next.use(initReactI18next).init({
      resources: {} as Resource,
      lng: toTag(wanted),
      fallbackLng: false, // an unknown key shows the key itself
      ns: [...I18N_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      saveMissing: true, // only to call missingKeyHandler: nothing is saved anywhere
      missingKeyHandler: (lngs, ns, key) => missingKeyListener?.({ lng: lngs.join(','), ns, key }),
      react: { useSuspense: false },
    });
  }
  const used = await ensureLoaded(i18next, wanted);
  await i18next.changeLanguage(toTag(used));
  applyDocumentLang(used);
  return used;
}

/** A text of the common namespace in the current language, for code that runs without React. */
export function commonText(key: TextKey): string {
  return i18next.t(key);
}

/**
 * The key `prefix.tail` of `ns` if the current language has that text, else null: for a key named by data
 * that can be anything (a server's value), so the caller shows the text or its own fallback, never a raw key.
 */
export function existingKey<Ns extends Namespace, Prefix extends string>(ns: Ns, prefix: Prefix, tail: string): Extract<TextKey<Ns>, `${Prefix}.${string}`> | null {
  const key = `${prefix}.${tail}`;
  return typeof i18next.getResource(i18next.language, ns, key) === 'string' ? (key as Extract<TextKey<Ns>, `${Prefix}.${string}`>) : null;
}

export function currentLocale(): AppLocale {
  return fromTag(i18next.language);
}

/** Switches language, saves app_locale; React re-renders the current page in place. */
export async function setLocale(locale: AppLocale): Promise<void> {
  let used = await ensureLoaded(i18next, locale);
  // A group asked for while those loaded (a page's texts, in the language being left): in this language too.
  used = await ensureLoaded(i18next, used);
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
