import { useLayoutEffect, useRef } from 'react';
import { useToastStore } from '@/shared/ui/toastStore';
import styles from './ToastHost.module.css';

/** Mount once near the app root. Toasts are shown with `showToast()` from '@/shared/ui/toastStore'. */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const ref = useRef<HTMLDivElement>(null);
  // Modal dialogs are in the top layer, above any z-index: the region is a popover, always open, shown
  // again when a toast comes so that it is above the dialog opened last (a copy confirmed in a dialog).
  // Where the Popover API is missing (Safari before 17) it stays a plain region, beneath a dialog. It
  // becomes a popover with its first toast, so the app takes over a drawn first screen's region unchanged.
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region || toasts.length === 0 || typeof region.showPopover !== 'function') return;
    region.popover = 'manual';
    if (region.matches(':popover-open')) region.hidePopover();
    region.showPopover();
  }, [toasts]);
  return (
    <div ref={ref} role="status" aria-live="polite" className={styles.region}>
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast}>
          {t.message}
        </div>
      ))}
    </div>
  );
}
