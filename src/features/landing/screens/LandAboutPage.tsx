import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LICENCE } from '@/features/landing/facts';
import { CallToAction } from '@/features/landing/components/CallToAction';
import { LandingFrame } from '@/features/landing/components/LandingFrame';
import styles from '@/features/landing/components/landing.module.css';

/**
 * `/pages/landweb/landAbout` ("about the service"): who lends (the company and what it does), its
 * licence, when it works, and where the terms and the guide are. No server call: these are facts.
 */
export default function LandAboutPage() {
  const { t } = useTranslation('landing');
  return (
    <LandingFrame>
      <section className="card" aria-labelledby="landing-company">
        <h2 id="landing-company" className={styles.h2}>
          {t('companyName', { ns: 'common' })}
        </h2>
        <p className={styles.text}>{t('about.who')}</p>
        <p className={styles.text}>{t('about.speed')}</p>
        <p className={styles.text}>{t('about.schedule')}</p>
      </section>

      <section className="card" aria-labelledby="landing-licence">
        <h2 id="landing-licence" className={styles.h2}>
          {t('about.licenceTitle')}
        </h2>
        <dl className={styles.terms}>
          <dt>{t('about.number')}</dt>
          <dd>{LICENCE.number}</dd>
          <dt>{t('about.date')}</dt>
          <dd>{LICENCE.issued}</dd>
          <dt>{t('about.issuer')}</dt>
          <dd>{t('about.issuerName')}</dd>
          <dt>{t('about.activity')}</dt>
          <dd>{t('about.activityText')}</dd>
        </dl>
      </section>

      <section className="card" aria-labelledby="landing-fair">
        <h2 id="landing-fair" className={styles.h2}>
          {t('about.fairTitle')}
        </h2>
        <p className={styles.text}>{t('about.fair')}</p>
        <div className={styles.links}>
          <Link className={`link-inline ${styles.more}`} to={paths.landweb.landList}>
            {t('about.offerLink')}
          </Link>
          <Link className={`link-inline ${styles.more}`} to={paths.landweb.landUse}>
            {t('how.more')}
          </Link>
        </div>
      </section>

      <section className="card" aria-labelledby="landing-questions">
        <h2 id="landing-questions" className={styles.h2}>
          {t('about.questionsTitle')}
        </h2>
        <p className={styles.text}>{t('about.questions')}</p>
        <Link className={`link-inline ${styles.more}`} to={paths.personal.feedback}>
          {t('about.write')}
        </Link>
      </section>

      <CallToAction />
    </LandingFrame>
  );
}
