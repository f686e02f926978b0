import type { SandboxDb } from './db';
import { isVendorResult } from './model';

/**
 * The browser sandbox hears the fake vendor pages it frames. The app frames same-origin pages without
 * allow-same-origin, so such a page has no storage and no service worker; it posts its result to the
 * app's window instead, the way a real vendor calls the lender's server back. Only the sandbox's own
 * message shape is taken; the app itself never trusts these messages (it asks the server).
 */
export function listenToVendorPages(db: Pick<SandboxDb, 'vendorResult'>, win: Window = window): () => void {
  const onMessage = (e: MessageEvent) => {
    const d = e.data as { type?: unknown; ref?: unknown; result?: unknown } | null;
    if (!d || d.type !== 'sandbox-vendor-result') return;
    if (typeof d.ref !== 'string' || !/^[\w-]{1,64}$/.test(d.ref) || !isVendorResult(d.result)) return;
    db.vendorResult(d.ref, d.result);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
