import { useTranslation } from 'react-i18next';
import styles from '@/features/account/components/account.module.css';

/** About us: who lends, how fast, when we work. Works signed out. */
export default function AboutPage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.prose}>
      <h2>{t('about.whoTitle', { company: t('companyName', { ns: 'common' }) })}</h2>
      <p>{t('about.who')}</p>
      <h2>{t('about.speedTitle')}</h2>
      <p>{t('about.speed')}</p>
      <h2>{t('about.scheduleTitle')}</h2>
      <p>{t('about.schedule')}</p>
      <h2>{t('about.cardsTitle')}</h2>
      <p>{t('about.cards')}</p>
    </article>
  );
}
