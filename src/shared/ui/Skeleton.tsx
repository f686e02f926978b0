import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** Text lines (default 3). */
  lines?: number;
  /** Card-sized grey blocks drawn before the lines (default 0). */
  blocks?: number;
  className?: string;
}

/** Placeholder while content loads: grey shapes for the eye, "Loading…" for screen readers. */
export function Skeleton({ lines = 3, blocks = 0, className }: SkeletonProps) {
  const { t } = useTranslation('ui');
  return (
    <div aria-busy="true" className={className ? `${styles.root} ${className}` : styles.root}>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: blocks }, (_, i) => (
        <div key={`b${i}`} className={styles.block} aria-hidden="true" />
      ))}
      {Array.from({ length: lines }, (_, i) => (
        <div key={`l${i}`} className={styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
