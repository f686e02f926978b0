import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LivenessCheck } from '@/features/onboarding/components/LivenessCheck';
import { PhotoSlot } from '@/features/onboarding/components/PhotoSlot';
import { livenessSwitchQuery, useLiveExamination } from '@/features/onboarding/queries';
import { GROUP_COUNT, nextOnboardingPath, onboardingProgress, STEP_DONE, type StepInfo } from '@/shared/api/stepInfo';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths, withQuery } from '@/config/paths';

const QUERY = ['flow'] as const;

/**
 * `/pages/info/photoSelfie`: group 2, part two, the face. When the server's switch says so
 * (`getLivenessFlowSwitch`), the vendor's liveness page (webview `face`) checks a live face and the
 * server compares its frame with the ID; otherwise a selfie taken here is compared. When it passes, the
 * step data is read again and the borrower goes to the first incomplete group, or (step 100) straight on to
 * the payout card form, with the Loans tab beneath it (its Back and «Отменить» lead there). The card form
 * says the form is done and what comes next; with a card already saved it gives way to the Loans tab.
 */
export default function PhotoSelfiePage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { flow } = useRouteQuery(QUERY);
  const liveness = useQuery(livenessSwitchQuery());
  const finish = (info: StepInfo | null) => {
    // The face is saved even when the step data could not be read again: the Loans tab reads it itself.
    if (!info) return navigate(paths.root);
    const { step } = onboardingProgress(info);
    if (step !== STEP_DONE) return navigate(nextOnboardingPath(step));
    // All three groups complete: on to the card (the next thing the borrower must do), the Loans tab beneath.
    navigate(paths.root, { replace: true });
    navigate(withQuery(paths.bankInfo.bankInfo, { redirect: paths.root, onboarded: 1 }));
  };
  const check = useLiveExamination(finish);

  let body;
  if (flow || liveness.data?.enabled) {
    // Back from the vendor page (`?flow=`): its result is asked of the server before anything else.
    body = <LivenessCheck flowId={flow} compare={(url) => check.submit({ url })} />;
  } else if (liveness.isPending) {
    body = <Skeleton lines={4} blocks={1} />;
  } else if (liveness.isError) {
    body = <ErrorState error={liveness.error} message={t('identity.liveness.loadFailed')} onRetry={() => void liveness.refetch()} />;
  } else {
    body = (
      <PhotoSlot
        kind="selfie"
        check={(url) => check.submit({ url })}
        onDone={() => {
          /* navigation happens once the step data is read again (useLiveExamination) */
        }}
      />
    );
  }

  return (
    <>
      <p className="muted" aria-live="polite">
        {t('progress', { current: 3, total: GROUP_COUNT })} · {t('groups.identity')}
      </p>
      {body}
    </>
  );
}
