import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * Behaviour shared by Dialog and BottomSheet: focus moves in on open (to `[data-autofocus]`, else the
 * first focusable element, else the container), Tab and Shift+Tab cycle inside, Escape closes, focus
 * goes back to the opener on close, and the page behind does not scroll. Modals can nest (a picker
 * sheet over a dialog): only the topmost one reacts.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

const stack: HTMLElement[] = [];

let lockCount = 0;
let savedOverflow: { html: string; body: string } | null = null;

function lockScroll(): void {
  if (lockCount++ > 0) return;
  const html = document.documentElement;
  const body = document.body;
  savedOverflow = { html: html.style.overflow, body: body.style.overflow };
  html.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
}

function unlockScroll(): void {
  if (lockCount === 0 || --lockCount > 0) return;
  if (savedOverflow) {
    document.documentElement.style.overflow = savedOverflow.html;
    document.body.style.overflow = savedOverflow.body;
  }
  savedOverflow = null;
}

export function useModal(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  dismissible = true,
): { onKeyDown: (e: KeyboardEvent<HTMLElement>) => void } {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const node = ref.current;
    if (!open || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(node);
    lockScroll();
    const first = node.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusable(node)[0] ?? node;
    first.focus({ preventScroll: true });

    // Focus that leaves the topmost modal (screen-reader cursor, a click on a stray element) comes back.
    const onFocusIn = (e: FocusEvent) => {
      if (stack[stack.length - 1] !== node) return;
      if (e.target instanceof Node && !node.contains(e.target)) (getFocusable(node)[0] ?? node).focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      const i = stack.lastIndexOf(node);
      if (i >= 0) stack.splice(i, 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, ref]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // React events bubble through portals, so a nested modal stops them from reaching its parent.
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (dismissible) {
        e.preventDefault();
        onCloseRef.current();
      }
      return;
    }
    if (e.key !== 'Tab') return;
    const node = ref.current;
    if (!node) return;
    e.preventDefault();
    e.stopPropagation();
    const items = getFocusable(node);
    if (items.length === 0) {
      node.focus();
      return;
    }
    const i = items.indexOf(document.activeElement as HTMLElement);
    const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : i === -1 || i === items.length - 1 ? 0 : i + 1;
    items[next]!.focus();
  };

  return { onKeyDown };
}
