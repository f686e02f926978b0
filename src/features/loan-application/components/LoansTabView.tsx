import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../screens/LoansTab.module.css';

/**
 * The Loans tab's page: what the service offers, the three steps, and where to go next. Signed out it is
 * the whole tab (and the first screen drawn at build time); signed in, the borrower's progress, loan or
 * offer and any failure go in the slots (src/features/loan-application/components/SignedInLoansTab.tsx).
 */
export function LoansTabView({ to, cta, status, home, failed }: { to: string; cta: string; status?: ReactNode; home?: ReactNode; failed?: ReactNode }) {
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
        {status}
      </section>

      {home}
      {failed}

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

/** The progress line under the call to action. */
export function ProgressLine({ children }: { children: ReactNode }) {
  return <p className={styles.progress}>{children}</p>;
}
