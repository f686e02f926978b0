import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '@/shared/ui/Icons';
import { useOnlineStatus } from '@/shared/ui/useOnlineStatus';
import styles from './OfflineBanner.module.css';

/**
 * "No internet connection" strip while the device is offline. The live region stays mounted so the
 * change is announced when the connection drops.
 */
export function OfflineBanner() {
  const { t } = useTranslation('ui');
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {!online && (
        <div className={styles.banner}>
          <OfflineIcon />
          <span>{t('offline')}</span>
        </div>
      )}
    </div>
  );
}
