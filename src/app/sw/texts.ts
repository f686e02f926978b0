import type { AppLocale } from '@/lib/i18n';
import ru from '../../../locales/ru/sw.json?raw';
import kz from '../../../locales/kz/sw.json?raw';

/**
 * The `sw` texts (locales/<locale>/sw.json, the same files i18next loads) and the page's language from
 * <html lang>, which the app sets on every switch (src/lib/i18n.ts). Not through src/lib/i18n.ts or
 * i18next: this late chunk importing them makes the bundler regroup the shared React and i18next chunks,
 * and the first paint of the landing pages grows past its budget. `?raw` keeps the two small files out of
 * the per-language text chunks (vite.config.ts groups every locales JSON module).
 */
export type SwTexts = { update: { title: string; text: string; reload: string; later: string } };
const TEXTS: Record<AppLocale, SwTexts> = { ru: JSON.parse(ru) as SwTexts, kz: JSON.parse(kz) as SwTexts };

export function pageLocale(doc: Document = document): AppLocale {
  return doc.documentElement.lang === 'kk' ? 'kz' : 'ru';
}

export function swTexts(locale: AppLocale): SwTexts {
  return TEXTS[locale];
}

/** Calls `apply` now and whenever the page's language changes; returns a stop. */
export function followPageLanguage(apply: (locale: AppLocale) => void, doc: Document = document): () => void {
  apply(pageLocale(doc));
  const observer = new MutationObserver(() => apply(pageLocale(doc)));
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}
