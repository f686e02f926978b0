import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '@/shared/ui/Icons';
import { useLiveMark } from '@/shared/ui/useHydrated';
import styles from './NavBar.module.css';

export interface NavBarProps {
  title: ReactNode;
  /** When given, a back button is shown (the login page passes none: no automatic back button). */
  onBack?: () => void;
  /** Optional action on the right (language toggle, help). */
  end?: ReactNode;
}

/** Page header: sticky, below the notch (safe-area inset), page title as the h1. */
export function NavBar({ title, onBack, end }: NavBarProps) {
  const { t } = useTranslation('ui');
  // The landing pages draw it at build time: a tap before the app is there is replayed (src/app/earlyTap.ts).
  const live = useLiveMark();
  return (
    <header className={styles.bar}>
      {onBack && (
        <button type="button" className={styles.back} aria-label={t('back')} onClick={onBack} {...live}>
          <BackIcon />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
      {end != null && <div className={styles.end}>{end}</div>}
    </header>
  );
}
