import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { GROUP_COUNT, nextOnboardingPath, STEP_DONE } from '@/shared/api/stepInfo';
import { useStepInfo } from '@/shared/api/stepQuery';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ErrorState } from '@/shared/ui/ErrorState';
import LoanHome from '@/features/loan-application/components/LoanHome';
import { LoansTabView, ProgressLine } from './LoansTabView';

/** The Loans tab of a signed-in borrower: onboarding progress from the server, then the loan or the offer. */
export default function SignedInLoansTab() {
  const { t } = useTranslation('pages');
  const steps = useStepInfo();
  const done = steps.progress.step === STEP_DONE;
  // Onboarding resumes at the first incomplete group.
  const next = done ? paths.personal.loan_order : nextOnboardingPath(steps.progress.step);
  return (
    <LoansTabView
      to={next}
      cta={done ? t('loans.ctaLoans') : t('loans.ctaContinue')}
      status={
        steps.loading ? (
          <Skeleton lines={1} />
        ) : !done && !steps.failed ? (
          <ProgressLine>{t('loans.progress', { done: steps.progress.completed, total: GROUP_COUNT })}</ProgressLine>
        ) : null
      }
      home={done ? <LoanHome /> : null}
      failed={
        steps.failed ? (
          <section className="card">
            <ErrorState message={t('loans.progressFailed')} error={steps.error} onRetry={steps.retry} />
          </section>
        ) : null
      }
    />
  );
}
