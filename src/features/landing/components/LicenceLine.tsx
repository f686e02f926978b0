import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LICENCE } from '@/features/landing/facts';
import styles from './landing.module.css';

/** Who lends, under which licence, with the way to the company page (landAbout). */
export function LicenceLine() {
  const { t } = useTranslation('landing');
  return (
    <footer className={styles.licence}>
      <p>
        {t('licence.line', { company: t('companyName', { ns: 'common' }), number: LICENCE.number, date: LICENCE.issued })}
      </p>
      <Link className={`link-inline ${styles.more}`} to={paths.landweb.landAbout}>
        {t('licence.about')}
      </Link>
    </footer>
  );
}
