import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useToastStore } from '@/shared/ui/toastStore';
import styles from './Modal.module.css';

export interface ModalProps {
  onClose: () => void;
  /** false: Escape (and Android's back) and a tap on the backdrop do not close it. */
  dismissible: boolean;
  labelledBy: string;
  describedBy?: string;
  /** Fades in where it stands (a centred dialog) or slides up from the bottom (a sheet). */
  enter: 'fade' | 'slide-up';
  /** The box: size, place, corners. */
  className?: string;
  /** The content inside the box, which fills it. */
  frameClassName?: string;
  children: ReactNode;
}

/** Where the focus starts when no element asks for it with `data-autofocus`. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The native `<dialog>` under Dialog and BottomSheet, in document.body (never inside a page made inert),
 * mounted only while open. `showModal()` does the rest: the top layer, the rest of the page inert,
 * Escape (and Android's back) as `cancel` on the topmost modal only, the focus back to the opener on
 * `close()`. Added here:
 * - the first focus, the same in every engine: `[data-autofocus]`, else the first focusable element,
 *   else the dialog;
 * - the owner closes it: `cancel` and a tap on the backdrop only ask (`onClose`) when dismissible;
 * - `close()` before React removes the element, because a dialog removed while open returns no focus;
 * - a dialog the browser closes on its own comes back while it is mounted (Chromium no longer lets
 *   `cancel` be refused on a second Escape or back without a tap in between);
 * - where `showModal` is missing (Safari before 15.4), it opens in place, not modal (docs/decisions.md);
 * - the toasts read out from inside it (ToastEcho).
 */
export function Modal({ onClose, dismissible, labelledBy, describedBy, enter, className, frameClassName, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const show = () => {
      if (dialog.open) return;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const first =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).find((el) => !el.closest('[hidden], [inert]')) ??
        dialog;
      first.focus({ preventScroll: true });
    };
    const onCancel = (e: Event) => {
      e.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    const onPlatformClose = () => {
      if (dialog.isConnected) show();
    };
    show();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onPlatformClose);
    // A layout effect's cleanup runs before React removes the element (a passive one runs after).
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onPlatformClose);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={[styles.modal, styles[enter], className].join(' ')}
      onClick={(e) => {
        // The frame fills the box, so a click aimed at the dialog itself landed on its ::backdrop.
        // (Clicks in a nested modal bubble here through React's tree with another target.)
        if (e.target === e.currentTarget && dismissible) onClose();
      }}
    >
      <div className={[styles.frame, frameClassName].join(' ')}>
        {children}
        <ToastEcho />
      </div>
    </dialog>,
    document.body,
  );
}

/**
 * The toasts once more, unseen, for screen readers: while a modal is open the page's live region (ToastHost)
 * is inert, out of the accessibility tree, so a toast (a copy confirmed in a dialog) would not be read.
 * A modal under another is inert too, so only the topmost one's is heard.
 */
function ToastEcho() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div aria-live="polite" className="visually-hidden">
      {toasts.map((t) => (
        <p key={t.id}>{t.message}</p>
      ))}
    </div>
  );
}
