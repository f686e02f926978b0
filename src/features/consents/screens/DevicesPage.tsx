import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceSession } from '@/features/consents/api';
import { sessionsQuery, useEndOtherSessions } from '@/features/consents/queries';
import { Button } from '@/shared/ui/Button';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { formatDate } from '@/utils/format';
import { kzDay, kzTimeOfDay } from '@/utils/kzDate';
import styles from '@/features/consents/components/consents.module.css';

/**
 * «Устройства» (settings): the sessions signed in to this account, this one first, and one action: sign
 * out every other device. The server ends their tokens; each of those tabs is sent to sign in at its next call.
 */
export default function DevicesPage() {
  const { t } = useTranslation('consents');
  const list = useQuery(sessionsQuery());
  const end = useEndOtherSessions();
  const [ended, setEnded] = useState(false);

  const onEnd = () => {
    setEnded(false);
    end
      .submit()
      .then(() => setEnded(true))
      .catch(() => {
        /* said below from end.error */
      });
  };

  return (
    <>
      <p className={`muted ${styles.lead}`}>{t('devices.lead')}</p>
      <QueryView query={list} loading={<Skeleton lines={2} blocks={2} />} failed={t('devices.loadFailed')}>
        {(data) => {
          const others = data.sessions.filter((s) => !s.current);
          return (
            <>
              <ul className={styles.list} aria-label={t('devices.title')}>
                {data.sessions.map((s) => (
                  <li key={s.id} className="card">
                    <Session session={s} />
                  </li>
                ))}
              </ul>
              {others.length === 0 ? (
                <p className="muted">{t('devices.noOthers')}</p>
              ) : (
                <div className="card">
                  <p className="muted">{t('devices.hint')}</p>
                  <Button variant="primary" fullWidth loading={end.isPending} onClick={onEnd}>
                    {t('devices.endOthers')}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
      <p className={styles.note} role="status">
        {ended ? t('devices.ended') : ''}
      </p>
      {end.error != null && (
        <p className="form-error" role="alert">
          {t('devices.endFailed')}
        </p>
      )}
    </>
  );
}

function Session({ session: s }: { session: DeviceSession }) {
  const { t, i18n } = useTranslation('consents');
  const at = (ms: number) => ({ date: formatDate(kzDay(ms), i18n.language), time: kzTimeOfDay(ms) });
  return (
    <div className={styles.device}>
      <strong>{s.device || t('devices.unknown')}</strong>
      {s.current && <span className={styles.this}>{t('devices.thisDevice')}</span>}
      {s.lastSeenAt > 0 && <span className="muted">{t('devices.lastSeen', at(s.lastSeenAt))}</span>}
      {s.signedInAt > 0 && <span className="muted">{t('devices.signedIn', at(s.signedInAt))}</span>}
    </div>
  );
}
