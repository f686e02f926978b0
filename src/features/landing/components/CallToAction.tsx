import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useIsLoggedIn } from '@/stores/session';
import styles from './landing.module.css';

/**
 * The landing pages' call to action. Signed out it opens the login page, which then goes on into the
 * application form (or, for a borrower who has filled it, to where they are); signed in, the Loans tab.
 * It carries no marketing parameters: they were stored at launch and go with every call, the login included.
 */
export function CallToAction({ onHero = false }: { onHero?: boolean }) {
  const { t } = useTranslation('landing');
  const signedIn = useIsLoggedIn();
  return (
    <div className={styles.cta}>
      <Link className={onHero ? `link-button ${styles.heroButton}` : 'link-button'} to={signedIn ? paths.root : withQuery(paths.login, { redirect: paths.info.info })}>
        {signedIn ? t('cta.signedIn') : t('cta.signedOut')}
      </Link>
      {!signedIn && <p className={onHero ? styles.heroHint : styles.hint}>{t('cta.hint')}</p>}
    </div>
  );
}
