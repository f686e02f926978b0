import { useTranslation } from 'react-i18next';
import { GROUP_COUNT, nextOnboardingPath, STEP_DONE } from '@/shared/api/stepInfo';
import { useStepInfo } from '@/shared/api/stepQuery';
import { useSession } from '@/stores/session';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ErrorState } from '@/shared/ui/ErrorState';
import LoanHome from '@/features/loan-application/components/LoanHome';
import { HomeColumn, HowToGetALoan, OnboardingCard } from './LoansTabView';

/**
 * The Loans tab of a signed-in borrower: their state first, no marketing banner. Onboarding: how far the
 * form is and where it resumes (with the three steps below while nothing is filled); then the loan's
 * card by state (LoanHome). One error card at most: the onboarding one only for a borrower not known to be
 * onboarded.
 */
export default function SignedInLoansTab() {
  const { t } = useTranslation('pages');
  const steps = useStepInfo();
  // Until the server answers (or when it fails), the step kept from its last answer decides: an onboarded
  // borrower goes straight to the loan's card (with its own loading and failure), never to an onboarding
  // error that does not concern them.
  const knownStep = useSession((s) => s.userData.step);
  const answered = !steps.loading && !steps.failed;
  const done = answered ? steps.progress.step === STEP_DONE : knownStep === STEP_DONE;
  if (done) {
    return (
      <HomeColumn>
        <LoanHome />
      </HomeColumn>
    );
  }
  if (steps.failed) {
    return (
      <HomeColumn>
        <section className="card">
          <ErrorState message={t('loans.progressFailed')} error={steps.error} onRetry={steps.retry} />
        </section>
      </HomeColumn>
    );
  }
  return (
    <HomeColumn>
      <OnboardingCard
        to={nextOnboardingPath(steps.progress.step)}
        progress={
          steps.loading ? <Skeleton lines={1} /> : <p>{t('loans.progress', { done: steps.progress.completed, total: GROUP_COUNT })}</p>
        }
      />
      {steps.progress.completed === 0 && <HowToGetALoan />}
    </HomeColumn>
  );
}
