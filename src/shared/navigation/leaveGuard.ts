import { navigateOutside } from '@/shared/navigation/navBridge';
import { hashRoute } from '@/utils/hashAddress';

/**
 * Holding a borrower on a form with changes, on `<HashRouter>` (docs/decisions.md, "Unsaved forms").
 *
 * React Router's `useBlocker` needs its data router, which would add about 16 kB gzip to the first
 * screen. The ways out of a page are few, so this module guards each of them:
 * - history moves (the browser or phone back button, and the nav bar back, which goes back in history):
 *   a `popstate` listener that runs before the router's, puts the address back and asks;
 * - taps on in-app links (the tab bar, menu rows): a capture-phase click listener that stops the tap
 *   before React sees it and asks;
 * - navigations the app starts itself through `requestLeave` (the nav bar back when there is no page
 *   to go back to).
 * Navigations the app starts for other reasons (session end, opening a dialog over the page) pass.
 */

export interface LeaveGuard {
  /** True when leaving for `to` (an in-app path such as '/pages/home/my') must be confirmed. */
  shouldBlock: (to: string) => boolean;
  /** Ask the borrower; call `proceed` to leave after all. Staying needs no call. */
  ask: (proceed: () => void) => void;
}

let guard: LeaveGuard | null = null;
/** The history index of the page on screen (react-router keeps `idx` in history.state). */
let shownIdx: number | null = null;
/** The next popstate is our own putting-back of the address: swallow it. */
let reverting = false;
/** The next popstate is the borrower's confirmed move: let the router have it. */
let letThrough = false;
let installed = false;

const idxOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** '#/pages/home/my?x=1' -> '/pages/home/my' */
export function pathOfHash(hash: string): string {
  return hashRoute(hash) || '/';
}

/** A form registers while it has something to lose; the returned function unregisters it. */
export function setLeaveGuard(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** The shell reports each committed location, so a later popstate knows how far it moved. */
export function noteShownLocation(win: Window = window): void {
  shownIdx = idxOf(win.history.state);
}

/** For navigations the app starts itself on the borrower's behalf (e.g. the nav bar back with no history). */
export function requestLeave(to: string, go: () => void): void {
  if (guard?.shouldBlock(to)) guard.ask(go);
  else go();
}

function onPopState(this: Window, e: PopStateEvent): void {
  if (reverting) {
    reverting = false;
    e.stopImmediatePropagation();
    return;
  }
  if (letThrough) {
    letThrough = false;
    return;
  }
  const to = pathOfHash(this.location.hash);
  const target = idxOf(e.state);
  if (!guard || shownIdx === null || target === null || target === shownIdx || !guard.shouldBlock(to)) return;
  // The address already changed: keep the router from following, put the address back, then ask.
  e.stopImmediatePropagation();
  const delta = target - shownIdx;
  reverting = true;
  this.history.go(-delta);
  guard.ask(() => {
    letThrough = true;
    this.history.go(delta);
  });
}

function onClick(this: Window, e: MouseEvent): void {
  if (!guard || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  const url = new URL(link.href, this.location.href);
  if (url.origin !== this.location.origin || !url.hash.startsWith('#/')) return;
  const to = pathOfHash(url.hash);
  if (!guard.shouldBlock(to)) return;
  e.preventDefault();
  e.stopPropagation();
  // Leaving after all: the router pushes the page, as the link would have.
  guard.ask(() => navigateOutside(url.hash.slice(1)));
}

/** Installed once at start-up, before the router starts listening, so these listeners run first. */
export function installLeaveGuard(win: Window = window): void {
  if (installed) return;
  installed = true;
  win.addEventListener('popstate', onPopState);
  win.document.addEventListener('click', onClick.bind(win), true);
}
