import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { useBack } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';
import { signOut } from '@/shared/session/session';

/** Logout confirmation: clears the spec's keys, drafts and cached data, then shows the Loans tab signed out. */
export default function QuitDialog() {
  const { t } = useTranslation('account');
  const back = useBack();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Dialog
      open
      onClose={back}
      title={t('quit.title')}
      actions={
        <>
          <Button variant="secondary" onClick={back}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              signOut(queryClient, () => navigate(paths.root, { replace: true }));
            }}
          >
            {t('quit.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('quit.text')}</p>
    </Dialog>
  );
}
