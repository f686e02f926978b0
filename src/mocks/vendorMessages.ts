import type { SandboxDb } from './db';
import { isVendorResult } from './model';
import { isCardBindingResult, providerCard, type CardBindingResult, type ProviderCard } from './domain/cardBinding';

/**
 * The browser sandbox hears the fake vendor pages it frames. The app frames same-origin pages without
 * allow-same-origin, so such a page has no storage and no service worker; it posts its result to the
 * app's window instead, the way a real vendor calls the lender's server back. Only the sandbox's own
 * message shape is taken; the app itself never trusts these messages (it asks the server).
 */
export function listenToVendorPages(
  db: Pick<SandboxDb, 'vendorResult'>,
  win: Window = window,
  /** The fake provider card page's report (a masked card only): domain/cardBinding.ts. */
  onCardBinding?: (ref: string, result: CardBindingResult, card: ProviderCard | null) => void,
): () => void {
  const onMessage = (e: MessageEvent) => {
    const d = e.data as { type?: unknown; ref?: unknown; result?: unknown; card?: unknown } | null;
    if (d && d.type === 'sandbox-card-binding' && onCardBinding) {
      if (typeof d.ref === 'string' && /^[\w-]{1,64}$/.test(d.ref) && isCardBindingResult(d.result)) onCardBinding(d.ref, d.result, providerCard(d.card));
      return;
    }
    if (!d || d.type !== 'sandbox-vendor-result') return;
    if (typeof d.ref !== 'string' || !/^[\w-]{1,64}$/.test(d.ref) || !isVendorResult(d.result)) return;
    db.vendorResult(d.ref, d.result);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
