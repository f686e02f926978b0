import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/shared/ui/Icons';
import { Modal } from '@/shared/ui/Modal';
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
 * A panel sliding up from the bottom (pickers, lists of choices). Modal like Dialog (a native
 * `<dialog>`, see Modal): the page behind is inert and does not scroll, Escape closes, focus returns to
 * the opener. Put `data-autofocus` on the element that should get focus first (the selected option).
 */
export function BottomSheet({ open, onClose, title, children, dismissible = true }: BottomSheetProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal onClose={onClose} dismissible={dismissible} labelledBy={titleId} enter="slide-up" className={styles.sheet}>
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
    </Modal>
  );
}
