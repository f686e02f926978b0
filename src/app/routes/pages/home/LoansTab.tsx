import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '@/app/paths';
import { useSession } from '@/stores/session';
import { onboardingProgress, STEP_DONE } from '@/shared/api/stepInfo';
import styles from './LoansTab.module.css';

/** Loans tab: what the service offers, the three steps, and where to continue. Works signed out. */
export default function LoansTab() {
  const { t } = useTranslation('pages');
  const token = useSession((s) => s.token);
  const userData = useSession((s) => s.userData);
  const progress = onboardingProgress(userData);
  const done = userData.step === STEP_DONE;
  const next = done ? paths.personal.loan_order : paths.info.info;
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
        {token && !done && (
          <p className={styles.progress}>{t('loans.progress', { done: progress.completed, total: 3 })}</p>
        )}
      </section>

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
