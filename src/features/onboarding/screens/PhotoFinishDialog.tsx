import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useBack } from '@/shared/navigation/navigation';
import { stepInfoQuery } from '@/shared/api/stepQuery';
import { paths } from '@/config/paths';

/**
 * `photo_Z-finish`: both sides of the ID are with the server. Says what is left (the face check) and
 * goes there. Opened by any other way before the photos are in, it says so and leads to them.
 */
export default function PhotoFinishDialog() {
  const { t } = useTranslation('onboarding');
  const back = useBack();
  const navigate = useNavigate();
  const steps = useQuery(stepInfoQuery());
  const ready = Boolean(steps.data?.idphoto_1 && steps.data.idphoto_2);
  // Not read (the call failed): neither "ready" nor "not ready" is known, so it says so, with a retry,
  // rather than sending the borrower back to photos the server may already have.
  const failed = steps.isError && !steps.data;
  const go = (path: string) => navigate(path, { replace: true });
  return (
    <Dialog
      open
      onClose={back}
      title={
        steps.isPending || failed
          ? t('title.dialogs.photo_Z-finish', { ns: 'pages' })
          : t(ready ? 'identity.guide.finish.title' : 'identity.guide.finish.unready')
      }
      actions={
        steps.isPending || failed ? null : ready ? (
          <>
            <Button variant="secondary" onClick={back}>
              {t('identity.guide.finish.later')}
            </Button>
            <Button variant="primary" onClick={() => go(paths.info.photoSelfie)}>
              {t('identity.guide.finish.next')}
            </Button>
          </>
        ) : (
          <Button variant="primary" fullWidth onClick={() => go(paths.info.photoCard)}>
            {t('identity.guide.finish.toCard')}
          </Button>
        )
      }
    >
      {steps.isPending ? (
        <Skeleton lines={2} />
      ) : failed ? (
        <ErrorState error={steps.error} onRetry={() => void steps.refetch()} retrying={steps.isFetching} />
      ) : ready ? (
        <p>{t('identity.guide.finish.text')}</p>
      ) : null}
    </Dialog>
  );
}
