import { useTranslation } from 'react-i18next';
import styles from '@/features/account/components/account.module.css';

/** Licence page, titled with the company name (route title). Works signed out. */
export default function LicensePage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.prose}>
      <h2>{t('license.heading')}</h2>
      <dl className={styles.dl}>
        <dt>{t('license.number')}</dt>
        <dd>02.24.0011.M</dd>
        <dt>{t('license.date')}</dt>
        <dd>14.09.2024</dd>
        <dt>{t('license.issuer')}</dt>
        <dd>{t('license.issuerName')}</dd>
        <dt>{t('license.activity')}</dt>
        <dd>{t('license.activityText')}</dd>
      </dl>
    </article>
  );
}
