import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './landing.module.css';

/** The three steps in short, with the way to the full guide (landUse). */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section className="card" aria-labelledby="landing-how">
      <h2 id="landing-how" className={styles.h2}>
        {t('how.title')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('how.step1')}</li>
        <li>{t('how.step2')}</li>
        <li>{t('how.step3')}</li>
      </ol>
      <Link className={`link-inline ${styles.more}`} to={paths.landweb.landUse}>
        {t('how.more')}
      </Link>
    </section>
  );
}
