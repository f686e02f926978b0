import type { AppLocale } from '@/lib/i18n';
import { followPageLanguage } from './texts';

/** The Trusted Types policy that may name the worker's script (deploy/headers/app.conf `trusted-types`). */
export const SW_POLICY = 'bz-sw';
/** The worker the production build writes (scripts/sw-plugin.ts); its scope is the whole app. */
export const SW_URL = '/sw.js';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

/**
 * The worker's address for register(), a Trusted Types sink: under the page's policy a string is refused,
 * so it goes through a policy of its own that names this one script and refuses any other.
 */
export function workerUrl(win: { trustedTypes?: TrustedTypesLike } = window as { trustedTypes?: TrustedTypesLike }): string {
  const tt = win.trustedTypes;
  if (!tt) return SW_URL;
  const policy = tt.createPolicy(SW_POLICY, {
    createScriptURL: (u) => {
      if (u !== SW_URL) throw new TypeError(`${SW_POLICY}: not the app's service worker`);
      return u;
    },
  });
  return policy.createScriptURL(SW_URL) as string;
}

/** The install manifest in the page's language (public/manifest-<locale>.webmanifest): names differ by language. */
export function manifestHref(locale: AppLocale): string {
  return `/manifest-${locale}.webmanifest`;
}

function followLanguage(doc: Document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) followPageLanguage((locale) => link.setAttribute('href', manifestHref(locale)), doc);
}

export interface RegisterDeps {
  container: ServiceWorkerContainer | undefined;
  doc: Document;
  win: Window & { trustedTypes?: TrustedTypesLike };
  /** Shows that a new version took over this open page (by default the prompt, ./updatePrompt.ts). */
  onNewVersion: () => void;
}

const defaultDeps = (): RegisterDeps => ({
  container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  doc: document,
  win: window,
  onNewVersion: () => void import('./updatePrompt').then((m) => m.showUpdatePrompt()),
});

/**
 * Registers the worker (src/app/sw/worker.ts) after the first screen (src/app/later.ts). A deploy installs
 * a new worker, which takes over at once: the next visit opens the new build, and a page open through the
 * deploy says «Доступна новая версия» with a tap to reload (its own chunks still load, or the stale-chunk
 * rule reloads it: src/lib/lazyChunk.ts). The browser checks for a new worker on each visit; a page left
 * open checks when the borrower comes back to it and when the network comes back.
 * Best effort: where workers are missing or refused, the app works as before, from the network.
 */
export async function registerServiceWorker(deps: RegisterDeps = defaultDeps()): Promise<void> {
  const { container, doc, win } = deps;
  followLanguage(doc);
  if (!container) return;
  // A page opened without a worker gets one on its first visit: that is no new version.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (controlled) deps.onNewVersion();
    controlled = true;
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(workerUrl(win), { scope: '/', updateViaCache: 'none' });
  } catch {
    return;
  }
  // A browser whose registrations are blocked (an automation setting, some in-app browsers) may answer nothing.
  if (!registration) return;
  const reg = registration;
  const check = () => {
    if (doc.visibilityState === 'visible') void reg.update().catch(() => undefined);
  };
  doc.addEventListener('visibilitychange', check);
  win.addEventListener('online', check);
}
