import { useId, type ReactNode } from 'react';
import { Modal } from '@/shared/ui/Modal';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom, side by side when they fit. */
  actions?: ReactNode;
  /** false: Escape and a tap on the backdrop do not close it (a choice must be made). Default true. */
  dismissible?: boolean;
}

/** Centred modal dialog over a dimmed page that does not scroll (a native `<dialog>`, see Modal). */
export function Dialog({ open, onClose, title, children, actions, dismissible = true }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  if (!open) return null;
  return (
    <Modal
      onClose={onClose}
      dismissible={dismissible}
      labelledBy={titleId}
      describedBy={children != null ? bodyId : undefined}
      enter="fade"
      className={styles.dialog}
      frameClassName={styles.frame}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children != null && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      {actions != null && <div className={styles.actions}>{actions}</div>}
    </Modal>
  );
}
