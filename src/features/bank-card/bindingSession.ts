import { useDrafts } from '@/stores/drafts';
import type { WebviewState } from '@/shared/navigation/webview';

/**
 * The card-binding session this browser started on the provider's page (docs/decisions.md, "Card binding on the
 * provider's page"), kept with the drafts: reload-proof, the borrower's own, gone at logout. Small and free of
 * the query layer: the provider's page (src/app/routes/WebviewPage.tsx) asks it too.
 */
const STARTED = 'card-binding:started';

export function startedBinding(): string | undefined {
  const ref = useDrafts.getState().get(STARTED)?.ref;
  return typeof ref === 'string' && ref !== '' ? ref : undefined;
}

export function rememberBinding(ref: string, owner: string): void {
  useDrafts.getState().save(STARTED, { ref }, owner, { generated: true });
}

/** The server has told the result: the session has served. */
export function forgetBinding(): void {
  useDrafts.getState().discard(STARTED);
}

/** Router state of the provider's card page: its address, and which binding session it is for. */
export interface BindingPageState extends WebviewState {
  binding: { ref: string };
}

export function bindingPageState(base: WebviewState, ref: string): BindingPageState {
  return { ...base, binding: { ref } };
}

/**
 * Whether the provider's card page in this history entry is for a session whose result the server has told
 * (bound, declined, left): the borrower reached it with Back, and its form must not come back for a finished
 * session (the server would refuse a second report anyway).
 */
export function isFinishedBindingPage(state: unknown): boolean {
  const ref = (state as Partial<BindingPageState> | null)?.binding?.ref;
  return typeof ref === 'string' && startedBinding() !== ref;
}
