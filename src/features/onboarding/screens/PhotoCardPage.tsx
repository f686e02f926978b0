import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { IdentifyFileResponse } from '@/features/onboarding/api';
import { IdentityForm } from '@/features/onboarding/components/IdentityForm';
import { PhotoRecognised } from '@/features/onboarding/components/PhotoRecognised';
import { PhotoSlot } from '@/features/onboarding/components/PhotoSlot';
import { useIdentifyFile } from '@/features/onboarding/queries';
import { GROUP_COUNT } from '@/shared/api/stepInfo';
import { stepInfoQuery } from '@/shared/api/stepQuery';
import { Button } from '@/shared/ui/Button';
import { paths } from '@/config/paths';

/**
 * `/pages/info/photoCard`: group 2, part one. Both sides of the ID card; the front's recognition fills
 * the identity. While the identity is not locked by a recognised front, the borrower types it
 * (IdentityForm). Then on to the selfie.
 */
export default function PhotoCardPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  // Photos the server already has (an earlier visit) count as done.
  const { data: steps } = useQuery(stepInfoQuery());
  // One mutation per side: both may be checked at the same time.
  const identifyFront = useIdentifyFile();
  const identifyBack = useIdentifyFile();
  const [front, setFront] = useState<IdentifyFileResponse | null>(null);
  const [backDone, setBackDone] = useState(false);
  const [typedSaved, setTypedSaved] = useState(false);

  const locked = front?.locked === true;
  const frontOk = front !== null || Boolean(steps?.idphoto_1);
  const backOk = backDone || Boolean(steps?.idphoto_2);
  const ready = frontOk && backOk && (locked || typedSaved);

  return (
    <>
      <p className="muted" aria-live="polite">
        {t('progress', { current: 3, total: GROUP_COUNT })} · {t('groups.identity')}
      </p>
      <p className="muted">{t('identity.cardLead')}</p>
      <PhotoSlot
        kind="front"
        title={t('identity.front')}
        guidance={t('identity.cardGuide')}
        capture="environment"
        check={(url) => identifyFront.submit({ url, side: 'front' })}
        onDone={setFront}
        uploadedEarlier={Boolean(steps?.idphoto_1)}
      />
      {front && locked && <PhotoRecognised identity={front} />}
      <PhotoSlot
        kind="back"
        title={t('identity.back')}
        guidance={t('identity.cardGuide')}
        capture="environment"
        check={(url) => identifyBack.submit({ url, side: 'back' })}
        onDone={() => setBackDone(true)}
        uploadedEarlier={Boolean(steps?.idphoto_2)}
      />
      {!locked && !typedSaved && <IdentityForm onSaved={() => setTypedSaved(true)} />}
      {!locked && typedSaved && <p className="muted">{t('identity.form.saved')}</p>}
      <Button type="button" variant="primary" fullWidth disabled={!ready} onClick={() => navigate(paths.info.photoSelfie)}>
        {t('identity.continue')}
      </Button>
    </>
  );
}
