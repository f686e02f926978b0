import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { useBack } from '@/shared/navigation/navigation';
import { env } from '@/config/env';

/** Version dialog. The web build is always the newest deploy, so it confirms that. */
export default function VerDialog() {
  const { t } = useTranslation('account');
  const back = useBack();
  return (
    <Dialog
      open
      onClose={back}
      title={t('ver.title')}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('close', { ns: 'common' })}
        </Button>
      }
    >
      <p>{t('version.latest', { ns: 'common' })}</p>
      <p className="muted">{t('ver.current', { version: env.appVersion })}</p>
    </Dialog>
  );
}
