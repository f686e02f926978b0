import type { Coupon } from '@/shared/api/coupon';
import type { OrderStatus } from '@/shared/api/order';
import type { Pop } from '@/shared/api/pops';
import { isPagePath } from '@/config/paths';
import { APP_KEYS, readRaw, writeRaw } from '@/lib/storage';
import { safeReturnPath } from '@/utils/returnPath';

/**
 * The Loans tab pop-up's rules: what to show, and when it may appear. At most one pop-up per visit (page
 * load), none on the day the borrower dismissed one, never on top of a form, and never over the
 * borrower's loan or application (issue 25: a pop-up unasked over «Погасить» costs a tap and a doubt).
 */

export type PopupChoice =
  | { kind: 'pop'; id: string; title: string; text: string; link: string | null }
  | { kind: 'coupon'; id: string; coupon: Coupon };

/** A link the pop-up may follow: a page of this app ('/pages/…', with its query), never a dialog, login or an address. */
export function popupLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const safe = safeReturnPath(link, '', isPagePath);
  return safe === '' ? null : safe;
}

/**
 * One pop-up from what the server offers: the first unread 'home' pop (news the server shows once), else
 * the coupon the home page offers, if it can be used. Null when there is nothing.
 */
export function choosePopup(pops: readonly Pop[] | undefined, coupon: Coupon | null | undefined): PopupChoice | null {
  const pop = pops?.find((p) => !p.read && p.title.trim() !== '');
  if (pop) return { kind: 'pop', id: pop.id, title: pop.title, text: pop.text, link: popupLink(pop.link) };
  if (coupon && coupon.status === 'available') return { kind: 'coupon', id: coupon.id, coupon };
  return null;
}

/**
 * Whether the Loans tab shows a card of the borrower's own loan or application (review, refusal, payout,
 * a loan to repay): the pop-up never opens over one. Only a borrower with no order, or whose last loan is
 * repaid, sees the offer and may get a pop-up.
 */
export function showsLoanCard(order: { status: OrderStatus } | null): boolean {
  return order !== null && order.status !== 'repaid';
}

/** What the page looks like at the moment the pop-up would open. */
export interface PopupMoment {
  signedIn: boolean;
  /** The tab shows the borrower's loan or application (showsLoanCard), or that is not known yet. */
  loanCard: boolean;
  /** The Loans tab is on screen (no dialog route over it, no other page). */
  onLoansTab: boolean;
  shownThisVisit: boolean;
  dismissedToday: boolean;
  /** Focus is in a field (the borrower is typing or moving a slider). */
  typing: boolean;
  /** An unsent form draft exists (the borrower left a form half done). */
  hasDraft: boolean;
  /** Some modal (a dialog, a sheet) is open already. */
  modalOpen: boolean;
  /** Milliseconds since the borrower last touched, typed or scrolled. */
  quietMs: number;
  /** Calls still running (the tab's content is still arriving). */
  fetching: number;
}

/** The pop-up waits until the Loans tab has been still for this long. */
export const POPUP_IDLE_MS = 2000;

export function mayShowPopup(m: PopupMoment, idleMs = POPUP_IDLE_MS): boolean {
  return (
    m.signedIn &&
    !m.loanCard &&
    m.onLoansTab &&
    !m.shownThisVisit &&
    !m.dismissedToday &&
    !m.typing &&
    !m.hasDraft &&
    !m.modalOpen &&
    m.fetching === 0 &&
    m.quietMs >= idleMs
  );
}

/* ------------------------------------------------------------------ per visit and per day */

/** A page load: module state, gone on reload. */
let shownThisVisit = false;

export const popupVisit = {
  shown: (): boolean => shownThisVisit,
  markShown: (): void => {
    shownThisVisit = true;
  },
  /** Tests: start as a fresh page load. */
  reset: (): void => {
    shownThisVisit = false;
  },
};

/** The Kazakhstan day ('YYYY-MM-DD') a pop-up was last dismissed or acted on. */
export function dismissedOn(today: string): boolean {
  return readRaw(APP_KEYS.popupDismissed) === today;
}

export function rememberDismissal(today: string): void {
  writeRaw(APP_KEYS.popupDismissed, today);
}

/** Focus is in a form control the borrower types into, moves or ticks (a field, a slider, a chip), or an editable area. */
export function isTypingTarget(el: Element | null): boolean {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  if (el instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'hidden', 'image'].includes(el.type);
  return el instanceof HTMLElement && (el.isContentEditable === true || el.getAttribute('contenteditable') === 'true');
}
