import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '@/shared/ui/Icons';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Ready-made text: 'loans' → 'No loans yet', 'news' → 'No news yet' (spec). */
  preset?: 'loans' | 'news';
  /** Own text; wins over the preset. */
  text?: ReactNode;
  /** Decorative icon; default an empty tray. */
  icon?: ReactNode;
  /** E.g. a Button "Get a loan". */
  action?: ReactNode;
}

/** What a list shows when it has nothing: never a blank page. */
export function EmptyState({ preset, text, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  const content = text ?? (preset ? t(`empty.${preset}`) : null);
  return (
    <div className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <InboxIcon />}
      </span>
      {content != null && <p className={styles.text}>{content}</p>}
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
