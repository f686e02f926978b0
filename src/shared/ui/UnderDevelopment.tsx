import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { ToolIcon } from '@/shared/ui/Icons';
import { NavBar } from '@/shared/ui/NavBar';
import styles from './UnderDevelopment.module.css';

export interface UnderDevelopmentProps {
  /** Page title for the header; default 'Under development'. */
  title?: string;
  /** Back action (header button and the button under the text). */
  onBack?: () => void;
}

/** Spec error catalogue: a feature not built shows 'Under development'. */
export function UnderDevelopment({ title, onBack }: UnderDevelopmentProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.page}>
      <NavBar title={title ?? t('underDevelopment.title')} onBack={onBack} />
      <div className={styles.body}>
        <span className={styles.icon} aria-hidden="true">
          <ToolIcon />
        </span>
        {title != null && <p className={styles.text}>{t('underDevelopment.title')}</p>}
        <p className={styles.text}>{t('underDevelopment.text')}</p>
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
        )}
      </div>
    </div>
  );
}
