import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/shared/ui/Icons';
import { useModal } from '@/shared/ui/useModal';
import styles from './BottomSheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** false: Escape, the backdrop and the close button are not offered. Default true. */
  dismissible?: boolean;
}

/**
 * A panel sliding up from the bottom (pickers, lists of choices). Modal like Dialog: focus is trapped
 * and returned, Escape closes, the page behind does not scroll. Put `data-autofocus` on the element
 * that should get focus first (for example the selected option).
 */
export function BottomSheet({ open, onClose, title, children, dismissible = true }: BottomSheetProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
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
        tabIndex={-1}
        className={styles.sheet}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
