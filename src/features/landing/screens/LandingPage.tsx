import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CallToAction } from '@/features/landing/components/CallToAction';
import { Gift, preloadGift } from '@/features/landing/components/Gift';
import { HowItWorks } from '@/features/landing/components/HowItWorks';
import { LandingFrame } from '@/features/landing/components/LandingFrame';
import { LicenceLine } from '@/features/landing/components/LicenceLine';
import { lazyOffer } from '@/features/landing/components/lazyOffer';
import { Skeleton } from '@/shared/ui/Skeleton';
import { COST_SKELETON_LINES } from '@/shared/cost/skeleton';
import styles from '@/features/landing/components/landing.module.css';

const { Block: OfferHero, preload: preloadOffer } = lazyOffer((m) => m.OfferHero);
const { Block: OfferCost } = lazyOffer((m) => m.OfferCost);
preloadOffer();
preloadGift();

/**
 * `/pages/home/landingpage`, the entry point of marketing links: the offer with the server's figures
 * and its ГЭСВ, the call to action, the whole cost of the default offer (the cost card), how it works in
 * short, and who lends under which licence. Public.
 */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <LandingFrame>
      <section className={styles.hero} aria-labelledby="landing-hero">
        <h2 id="landing-hero" className={styles.heroTitle}>
          {t('hero.title')}
        </h2>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <Suspense fallback={<Skeleton lines={2} className={styles.heroPanel} />}>
          <OfferHero />
        </Suspense>
        <CallToAction onHero />
      </section>
      <div className="card">
        <Suspense fallback={<Skeleton lines={COST_SKELETON_LINES} />}>
          <OfferCost />
        </Suspense>
      </div>
      <Gift returnPath={paths.home.landingpage} />
      <HowItWorks />
      <LicenceLine />
    </LandingFrame>
  );
}
