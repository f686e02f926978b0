import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/shared/ui/ErrorState';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { IdentifyFileResponse } from '@/features/onboarding/api';
import { IdentityForm } from '@/features/onboarding/components/IdentityForm';
import { PhotoRecognised } from '@/features/onboarding/components/PhotoRecognised';
import { PhotoSlot } from '@/features/onboarding/components/PhotoSlot';
import { identityFlagsQuery, useIdentifyFile } from '@/features/onboarding/queries';
import { GROUP_COUNT } from '@/shared/api/stepInfo';
import { useRouteQuery } from '@/shared/navigation/navigation';
import SupplementPhotos from '@/features/onboarding/components/SupplementPhotos';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths } from '@/config/paths';

/**
 * `/pages/info/photoCard`: group 2, part one. Both sides of the ID card; the front's recognition fills
 * the identity. While the identity is not locked by a recognised front, the borrower types it
 * (IdentityForm). What the server already has (an earlier visit) counts: photos, a locked or typed
 * identity. When everything is in during this visit, the face check opens by itself (the one thing left,
 * and the only way on: a dialog asking for it cost a tap and a screen); `photo_Z-finish` is still there as
 * a route.
 */
const QUERY = ['supplement'] as const;

export default function PhotoCardPage() {
  // The review asked for new photos of an order: the same page, for that order.
  return useRouteQuery(QUERY).supplement ? <SupplementPhotos /> : <IdentityPhotos />;
}

function IdentityPhotos() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const saved = useQuery(identityFlagsQuery());
  // One mutation per side: both may be checked at the same time.
  const identifyFront = useIdentifyFile();
  const identifyBack = useIdentifyFile();
  const [front, setFront] = useState<IdentifyFileResponse | null>(null);
  const [backDone, setBackDone] = useState(false);
  const [typedSaved, setTypedSaved] = useState(false);

  const flags = saved.data?.flags;
  // A front recognised now wins; otherwise what the server locked earlier.
  const recognised = front?.locked ? front : flags?.identityLocked ? flags.identity : null;
  const locked = recognised !== null;
  const typed = typedSaved || (!locked && Boolean(flags?.identity));
  const frontOk = front !== null || Boolean(saved.data?.idphoto_1);
  const backOk = backDone || Boolean(saved.data?.idphoto_2);
  const ready = frontOk && backOk && (locked || typed);

  // Everything in during this visit: on to the face check (not when the page opens already complete).
  const wasReady = useRef<boolean | null>(null);
  useEffect(() => {
    if (saved.isPending) return;
    if (wasReady.current === false && ready) navigate(paths.info.photoSelfie);
    wasReady.current = ready;
  }, [ready, saved.isPending, navigate]);

  return (
    <>
      <p className="muted" aria-live="polite">
        {t('progress', { current: 3, total: GROUP_COUNT })} · {t('groups.identity')}
      </p>
      <p className="muted">{t('identity.cardLead')}</p>
      {saved.isError && (
        <ErrorState message={t('identity.savedFailed')} error={saved.error} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />
      )}
      <PhotoSlot
        autoSend
        kind="front"
        check={(url) => identifyFront.submit({ url, side: 'front' })}
        onDone={setFront}
        uploadedEarlier={Boolean(saved.data?.idphoto_1)}
      />
      {recognised && <PhotoRecognised identity={recognised} />}
      <PhotoSlot
        autoSend
        kind="back"
        check={(url) => identifyBack.submit({ url, side: 'back' })}
        onDone={() => setBackDone(true)}
        uploadedEarlier={Boolean(saved.data?.idphoto_2)}
      />
      {saved.isPending && <Skeleton lines={3} />}
      {!saved.isPending && !locked && !typed && <IdentityForm onSaved={() => setTypedSaved(true)} />}
      {!locked && typed && <p className="muted">{t('identity.form.saved')}</p>}
      <Button type="button" variant="primary" fullWidth disabled={!ready} onClick={() => navigate(paths.info.photoSelfie)}>
        {t('identity.continue')}
      </Button>
    </>
  );
}
