import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllNamespaces } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useSession } from '@/stores/session';
import { GROUP_COUNT, nextOnboardingPath, STEP_DONE } from '@/shared/api/stepInfo';
import { useStepInfo } from '@/shared/api/stepQuery';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ErrorState } from '@/shared/ui/ErrorState';
import styles from './LoansTab.module.css';

// Loaded for a borrower who finished onboarding only: it brings the HTTP client, schemas and the offer.
// It waits for the rest of the language too (its copy is in the 'loan' namespace, not the first screen's).
const LoanHome = lazy(() => Promise.all([import('@/features/loan-application/components/LoanHome'), loadAllNamespaces()]).then(([m]) => m));

/** Loans tab: what the service offers, the three steps, and where to continue. Works signed out. */
export default function LoansTab() {
  const { t } = useTranslation('pages');
  const token = useSession((s) => s.token);
  const steps = useStepInfo();
  const done = steps.progress.step === STEP_DONE;
  // Onboarding resumes at the first incomplete group.
  const next = done ? paths.personal.loan_order : nextOnboardingPath(steps.progress.step);
  const to = token ? next : withQuery(paths.login, { redirect: next });

  return (
    <div className={styles.wrap}>
      <section className={styles.hero} aria-labelledby="loans-hero">
        <h1 id="loans-hero" className={styles.title}>
          {t('loans.heroTitle')}
        </h1>
        <p className={styles.lead}>{t('loans.heroText')}</p>
        <Link className="link-button" to={to}>
          {token ? (done ? t('loans.ctaLoans') : t('loans.ctaContinue')) : t('loans.ctaStart')}
        </Link>
        {token && steps.loading && <Skeleton lines={1} />}
        {token && !done && !steps.loading && !steps.failed && (
          <p className={styles.progress}>{t('loans.progress', { done: steps.progress.completed, total: GROUP_COUNT })}</p>
        )}
      </section>

      {token && done && (
        <Suspense fallback={null}>
          <LoanHome />
        </Suspense>
      )}

      {token && steps.failed && (
        <section className="card">
          <ErrorState message={t('loans.progressFailed')} error={steps.error} onRetry={steps.retry} />
        </section>
      )}

      <section className="card" aria-labelledby="loans-steps">
        <h2 id="loans-steps" className={styles.h2}>
          {t('loans.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('loans.step1')}</li>
          <li>{t('loans.step2')}</li>
          <li>{t('loans.step3')}</li>
        </ol>
      </section>

      <section className="card" aria-labelledby="loans-facts">
        <h2 id="loans-facts" className={styles.h2}>
          {t('loans.factsTitle')}
        </h2>
        <ul className={styles.facts}>
          <li>{t('loans.fact24')}</li>
          <li>{t('loans.factCards')}</li>
          <li>{t('loans.factLicence')}</li>
        </ul>
      </section>
    </div>
  );
}
