import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { useBack } from '@/shared/navigation/navigation';
import { findRoute } from '@/app/routes/table';

/** A dialog route not built yet: an overlay saying so; closing goes back. */
export default function UnderDevelopmentDialog() {
  const { t } = useTranslation();
  const back = useBack();
  const def = findRoute(useLocation().pathname);
  return (
    <Dialog
      open
      onClose={back}
      title={def ? t(def.title, { ns: 'pages' }) : t('underDevelopment.text', { ns: 'ui' })}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('close')}
        </Button>
      }
    >
      <p>{t('underDevelopment.text', { ns: 'ui' })}</p>
    </Dialog>
  );
}
