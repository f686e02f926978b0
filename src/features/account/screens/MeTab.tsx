import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userInfoQuery } from '@/features/account/queries';
import { LoanStatusLine } from '@/features/account/components/LoanStatusLine';
import { MenuList, type MenuEntry } from '@/features/account/components/MenuList';
import styles from '@/features/account/components/account.module.css';
import { paths, withQuery } from '@/config/paths';
import { useIsLoggedIn, useSession } from '@/stores/session';
import { Skeleton } from '@/shared/ui/Skeleton';
import { ErrorState } from '@/shared/ui/ErrorState';
import { errorText } from '@/shared/errorText';
import { maskPhone } from '@/utils/phone';
import { useDots } from '@/shared/api/dots';
import { NewDot } from '@/shared/ui/TabBar';
import { useOpenDialog } from '@/shared/navigation/navigation';

/** Me tab: who is signed in, the current loan in one line, and every personal page. */
export default function MeTab() {
  const { t } = useTranslation('account');
  const loggedIn = useIsLoggedIn();
  const openDialog = useOpenDialog();
  const p = paths.personal;

  const info: MenuEntry[] = [
    { label: t('menu.instructions'), to: p.Instructions },
    { label: t('menu.about'), to: p.about_us },
    { label: t('menu.license'), to: p.license },
    { label: t('menu.share'), onClick: () => openDialog(paths.dialogs.share) },
  ];
  if (!loggedIn) {
    return (
      <>
        <h1 className="visually-hidden">{t('tabs.me', { ns: 'common' })}</h1>
        <section className={styles.cta} aria-labelledby="me-signin">
          <h2 id="me-signin">{t('signedOut.title')}</h2>
          <p>{t('signedOut.text')}</p>
          <Link className="link-button" to={withQuery(paths.login, { redirect: paths.home.my })}>
            {t('signedOut.signIn')}
          </Link>
        </section>
        <MenuList label={t('menu.infoLabel')} items={info} />
      </>
    );
  }
  return <SignedIn info={info} />;
}

function SignedIn({ info }: { info: MenuEntry[] }) {
  const { t } = useTranslation('account');
  const phone = useSession((s) => s.userData.phone);
  const query = useQuery(userInfoQuery());
  // Asked again each time the tab shows (the query is always stale); cleared by the pages that show them.
  const dots = useDots();
  const { t: tm } = useTranslation('messages');
  const p = paths.personal;
  const personal: MenuEntry[] = [
    { label: t('menu.profile'), to: p.material },
    { label: t('menu.loans'), to: p.loan_order },
    // Each loan's contract: My loans seen by contract.
    { label: t('menu.contracts'), to: withQuery(p.loan_order, { view: 'contracts' }) },
    {
      label: t('menu.messages'),
      to: p.information,
      value: dots.messages ? <NewDot inline label={tm('dots.messages', { count: dots.unreadMessages })} /> : undefined,
    },
    { label: t('menu.coupons'), to: p.coupon, value: dots.coupons ? <NewDot inline label={tm('dots.coupons')} /> : undefined },
    { label: t('menu.integral'), to: paths.home.integral },
    { label: t('menu.feedback'), to: p.feedback },
  ];
  return (
    <>
      <section className={styles.header} aria-labelledby="me-phone" aria-busy={query.isPending}>
        <h1 id="me-phone" className={styles.phone}>
          {maskPhone(query.data?.phone ?? phone)}
        </h1>
        {query.isPending && <Skeleton lines={1} />}
        {query.isError && (
          <ErrorState message={errorText(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        {query.data && <LoanStatusLine loan={query.data.currentLoan} />}
      </section>
      <MenuList label={t('menu.personalLabel')} items={personal} />
      <MenuList label={t('menu.infoLabel')} items={info} />
      <MenuList label={t('menu.settingsLabel')} items={[{ label: t('menu.settings'), to: p.install }]} />
    </>
  );
}
