import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/stores/session';
import { REAPPLY_DAYS } from '@/features/landing/facts';
import { LandingFrame } from '@/features/landing/components/LandingFrame';
import styles from '@/features/landing/components/landing.module.css';

/**
 * `/pages/landweb/landFail`: for a borrower whose application cannot be taken now. Kind and not
 * blaming: when they can come back (7 days after the decision; the exact time is on the Loans tab,
 * from the server), what they can do meanwhile, and where to ask. No "apply" button: it would fail.
 */
export default function LandFailPage() {
  const { t } = useTranslation('landing');
  const signedIn = useIsLoggedIn();
  return (
    <LandingFrame>
      <section className="card" aria-labelledby="landing-fail">
        <h2 id="landing-fail" className={styles.h2}>
          {t('fail.title')}
        </h2>
        <p className={styles.text}>{t('fail.text')}</p>
      </section>

      <section className="card" aria-labelledby="landing-when">
        <h2 id="landing-when" className={styles.h2}>
          {t('fail.whenTitle')}
        </h2>
        <p className={styles.text}>{t('fail.when', { count: REAPPLY_DAYS })}</p>
        <p className={styles.text}>{t('fail.exact')}</p>
        {/* Signed out, the exact time needs a sign-in; the login page then opens the Loans tab. */}
        <Link className="link-button link-button--secondary" to={signedIn ? paths.root : paths.login}>
          {signedIn ? t('cta.signedIn') : t('fail.signInToSee')}
        </Link>
      </section>

      <section className="card" aria-labelledby="landing-meanwhile">
        <h2 id="landing-meanwhile" className={styles.h2}>
          {t('fail.meanwhileTitle')}
        </h2>
        <ul className={styles.todo}>
          <li>
            <p>{t('fail.repay')}</p>
            <Link className={`link-inline ${styles.more}`} to={paths.personal.loan_order}>
              {t('fail.myLoans')}
            </Link>
          </li>
          <li>
            <p>{t('fail.check')}</p>
            <Link className={`link-inline ${styles.more}`} to={paths.personal.material}>
              {t('fail.profile')}
            </Link>
          </li>
          <li>
            <p>{t('fail.card')}</p>
          </li>
          <li>
            <p>{t('fail.ask')}</p>
            <Link className={`link-inline ${styles.more}`} to={paths.personal.feedback}>
              {t('fail.feedback')}
            </Link>
          </li>
        </ul>
      </section>
    </LandingFrame>
  );
}
