import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/stores/session';
import { deferredBlock } from '@/lib/deferred';
import { nextOnboardingPath, onboardingProgress, STEP_DONE } from '@/shared/api/stepInfo';
import { Skeleton } from '@/shared/ui/Skeleton';
import { LoansTabView } from '@/features/loan-application/components/LoansTabView';

// Signed in, the tab reads the server (progress, loan, offer) and shows the loan's texts: that code, React
// Query and the rest of the language come after the first screen, which is the signed-out tab and needs none.
const { Block: SignedInLoansTab } = deferredBlock(() => import('@/features/loan-application/components/SignedInLoansTab').then((m) => m.default), {
  queries: true,
  texts: true,
});

/** Loans tab: what the service offers, the three steps, and where to continue. Works signed out. */
export default function LoansTab() {
  const { t } = useTranslation('pages');
  const token = useSession((s) => s.token);
  // What is known before the server answers: the step kept from the last answer (none signed out).
  const userData = useSession((s) => s.userData);
  const known = onboardingProgress(userData);
  const done = known.step === STEP_DONE;
  const next = done ? paths.personal.loan_order : nextOnboardingPath(known.step);
  if (!token) return <LoansTabView to={withQuery(paths.login, { redirect: next })} cta={t('loans.ctaStart')} />;
  return (
    <Suspense fallback={<LoansTabView to={next} cta={done ? t('loans.ctaLoans') : t('loans.ctaContinue')} status={<Skeleton lines={1} />} />}>
      <SignedInLoansTab />
    </Suspense>
  );
}
