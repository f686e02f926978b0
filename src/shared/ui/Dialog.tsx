import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/shared/ui/useModal';
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

/** Centred modal dialog over a dimmed, scroll-locked page; rendered into document.body. */
export function Dialog({ open, onClose, title, children, actions, dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const { onKeyDown } = useModal(open, ref, onClose, dismissible);
  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onClick={(e) => {
        if (dismissible && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children != null ? bodyId : undefined}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
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
      </div>
    </div>,
    document.body,
  );
}
