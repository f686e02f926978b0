import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../screens/LoansTab.module.css';

/**
 * The Loans tab of a visitor: what the service offers, the three steps, and where to start. Signed out it
 * is the whole tab (and the first screen drawn at build time). A signed-in borrower sees their own state
 * first (src/features/loan-application/components/SignedInLoansTab.tsx) and this marketing only while they
 * have nothing in progress.
 */
export function LoansTabView({ to, cta }: { to: string; cta: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.wrap}>
      <section className={styles.hero} aria-labelledby="loans-hero">
        <h1 id="loans-hero" className={styles.title}>
          {t('loans.heroTitle')}
        </h1>
        <p className={styles.lead}>{t('loans.heroText')}</p>
        <Link className="link-button" to={to}>
          {cta}
        </Link>
      </section>
      <HowToGetALoan />
    </div>
  );
}

/** The three steps and why borrow here: marketing for someone with nothing in progress. */
export function HowToGetALoan() {
  const { t } = useTranslation('pages');
  return (
    <>
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
    </>
  );
}

/** The signed-in tab's column: the borrower's state card first, anything else after it. */
export function HomeColumn({ children }: { children: ReactNode }) {
  return <div className={styles.wrap}>{children}</div>;
}

/** The onboarding card: how far the form is and where it resumes. */
export function OnboardingCard({ to, progress }: { to: string; progress: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <section className="card form-stack" aria-labelledby="loans-onboarding">
      <h1 id="loans-onboarding" className="form-heading">
        {t('loans.onboardingTitle')}
      </h1>
      {progress}
      <Link className="link-button" to={to}>
        {t('loans.ctaContinue')}
      </Link>
    </section>
  );
}
