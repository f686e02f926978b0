import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PhotoSlot } from '@/features/onboarding/components/PhotoSlot';
import { useLiveExamination } from '@/features/onboarding/queries';
import { GROUP_COUNT, nextOnboardingPath, onboardingProgress, STEP_DONE } from '@/shared/api/stepInfo';
import { showToast } from '@/shared/ui/toastStore';
import { paths } from '@/config/paths';

/**
 * `/pages/info/photoSelfie`: group 2, part two. A selfie taken with the front camera, compared with the
 * ID by the server. When it passes, the step data is read again and the borrower goes to the first
 * incomplete group, or to the Loans tab (step 100) with a toast.
 */
export default function PhotoSelfiePage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const check = useLiveExamination((info) => {
    // The selfie is saved even when the step data could not be read again: the Loans tab reads it itself.
    if (!info) return navigate(paths.root);
    const { step } = onboardingProgress(info);
    if (step === STEP_DONE) showToast(t('identity.finished'));
    navigate(nextOnboardingPath(step));
  });

  return (
    <>
      <p className="muted" aria-live="polite">
        {t('progress', { current: 3, total: GROUP_COUNT })} · {t('groups.identity')}
      </p>
      <PhotoSlot
        kind="selfie"
        title={t('identity.selfieTitle')}
        guidance={t('identity.selfieGuide')}
        capture="user"
        check={(url) => check.submit({ url })}
        onDone={() => {
          /* navigation happens once the step data is read again (useLiveExamination) */
        }}
      />
    </>
  );
}
