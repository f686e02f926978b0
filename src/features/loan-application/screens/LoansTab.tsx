import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/stores/session';
import { deferredBlock } from '@/lib/deferred';
import { nextOnboardingPath, onboardingProgress, STEP_DONE } from '@/shared/api/stepInfo';
import { Skeleton } from '@/shared/ui/Skeleton';
import { HomeColumn, LoansTabView } from '@/features/loan-application/components/LoansTabView';

// Signed in, the tab reads the server (progress, loan, offer) and shows the loan's texts: that code, React
// Query and the rest of the language come after the first screen, which is the signed-out tab and needs none.
const { Block: SignedInLoansTab, preload } = deferredBlock(() => import('@/features/loan-application/components/SignedInLoansTab').then((m) => m.default), {
  queries: true,
  texts: true,
});
// A returning borrower (a session in storage) is shown that block, whose loan card is the screen's largest
// paint: its code is asked for now, alongside the language and React's renderer, not once the tab renders.
if (useSession.getState().token) preload();

/** Loans tab: signed out, what the service offers and where to start; signed in, the borrower's own state. */
export default function LoansTab() {
  const { t } = useTranslation('pages');
  const token = useSession((s) => s.token);
  // What is known before the server answers: the step kept from the last answer (none signed out).
  const userData = useSession((s) => s.userData);
  const known = onboardingProgress(userData);
  const next = known.step === STEP_DONE ? paths.personal.loan_order : nextOnboardingPath(known.step);
  if (!token) return <LoansTabView to={withQuery(paths.login, { redirect: next })} cta={t('loans.ctaStart')} />;
  return (
    <Suspense
      fallback={
        <HomeColumn>
          <Skeleton lines={4} blocks={1} />
        </HomeColumn>
      }
    >
      <SignedInLoansTab />
    </Suspense>
  );
}
