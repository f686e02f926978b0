import workerUrl from '@/utils/intlWarmup.worker.ts?worker&url';

/** The Trusted Types policy that may name this one script as a worker (deploy/headers/app.conf `trusted-types`). */
export const INTL_WARMUP_POLICY = 'bz-intl-warmup';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
}

let started = false;

/**
 * Starts a worker that makes the app's number and date formatters once on another thread, then ends
 * (intlWarmup.worker.ts). The first Intl number format of a page costs a cheap phone about 100 ms of
 * main thread (the browser lists the locales it supports, once per process); after the worker it costs
 * almost nothing, so the first amount on screen is not a long task. Best effort: where workers or the
 * policy are missing, the page makes its formatters itself, as before.
 *
 * The worker's address is a Trusted Types sink: the policy below returns this build's worker script and
 * refuses any other address, and the page's CSP allows this one policy name.
 */
export function warmIntlOffMainThread(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    const tt = (window as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    const url = tt
      ? tt
          .createPolicy(INTL_WARMUP_POLICY, {
            createScriptURL: (u) => {
              if (u !== workerUrl) throw new TypeError(`${INTL_WARMUP_POLICY}: not the warm-up worker`);
              return u;
            },
          })
          .createScriptURL(workerUrl)
      : workerUrl;
    new Worker(url as string, { name: 'intl-warmup' });
  } catch {
    // No worker: the formatters are made on the main thread when first needed.
  }
}
