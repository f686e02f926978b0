import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CallToAction } from '@/features/landing/components/CallToAction';
import { Gift, preloadGift } from '@/features/landing/components/Gift';
import { LandingFrame } from '@/features/landing/components/LandingFrame';
import { LicenceLine } from '@/features/landing/components/LicenceLine';
import { lazyOffer } from '@/features/landing/components/lazyOffer';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from '@/features/landing/components/landing.module.css';

const { Block: OfferList, preload: preloadOffer } = lazyOffer((m) => m.OfferList);
preloadOffer();
preloadGift();

/**
 * `/pages/landweb/landList` ("our offers"): what the borrower gets, as a list: the server's amounts,
 * terms and rates with the ГЭСВ, then speed, hours and cards; the call to action. Public.
 */
export default function LandListPage() {
  const { t } = useTranslation('landing');
  const items = (
    <>
      <li>{t('list.speed')}</li>
      <li>{t('list.form')}</li>
      <li>{t('list.allDay')}</li>
      <li>{t('list.cards')}</li>
      <li>{t('list.kaspi')}</li>
      <li>{t('offer.early')}</li>
      <li>{t('list.extend')}</li>
    </>
  );
  return (
    <LandingFrame>
      <section className="card" aria-labelledby="landing-list">
        <h2 id="landing-list" className={styles.h2}>
          {t('list.title')}
        </h2>
        <Suspense
          fallback={
            <>
              <Skeleton lines={3} />
              <ul className={styles.checks}>{items}</ul>
            </>
          }
        >
          <OfferList>{items}</OfferList>
        </Suspense>
      </section>
      <Gift returnPath={paths.landweb.landList} />
      <CallToAction />
      <LicenceLine />
    </LandingFrame>
  );
}
