import { useToastStore } from '@/shared/ui/toastStore';
import styles from './ToastHost.module.css';

/** Mount once near the app root. Toasts are shown with `showToast()` from '@/shared/ui/toastStore'. */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast}>
          {t.message}
        </div>
      ))}
    </div>
  );
}
