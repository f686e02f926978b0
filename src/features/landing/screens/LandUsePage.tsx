import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CallToAction } from '@/features/landing/components/CallToAction';
import { LandingFrame } from '@/features/landing/components/LandingFrame';
import { LicenceLine } from '@/features/landing/components/LicenceLine';
import { lazyOffer } from '@/features/landing/components/lazyOffer';
import { Skeleton } from '@/shared/ui/Skeleton';
import styles from '@/features/landing/components/landing.module.css';

const { Block: OfferTerms, preload: preloadOffer } = lazyOffer((m) => m.OfferTerms);
preloadOffer();

/**
 * `/pages/landweb/landUse` ("how to get a loan"): what to have ready, the steps from sign-in to the
 * money on the card, the ways to repay, and the terms with the server's figures. Public.
 */
export default function LandUsePage() {
  const { t } = useTranslation('landing');
  return (
    <LandingFrame>
      <section className="card" aria-labelledby="landing-need">
        <h2 id="landing-need" className={styles.h2}>
          {t('use.needTitle')}
        </h2>
        <ul className={styles.checks}>
          <li>{t('use.needPhone')}</li>
          <li>{t('use.needId')}</li>
          <li>{t('use.needCard')}</li>
        </ul>
      </section>

      <section className="card" aria-labelledby="landing-steps">
        <h2 id="landing-steps" className={styles.h2}>
          {t('use.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>{t('use.step1')}</li>
          <li>{t('use.step2')}</li>
          <li>{t('use.step3')}</li>
          <li>{t('use.step4')}</li>
          <li>{t('use.step5')}</li>
          <li>{t('use.step6')}</li>
        </ol>
      </section>

      <section className="card" aria-labelledby="landing-repay">
        <h2 id="landing-repay" className={styles.h2}>
          {t('use.repayTitle')}
        </h2>
        <ul className={styles.checks}>
          <li>{t('use.repayWays')}</li>
          <li>{t('offer.early')}</li>
          <li>{t('use.repayExtend')}</li>
        </ul>
      </section>

      <section className="card" aria-labelledby="landing-terms">
        <h2 id="landing-terms" className={styles.h2}>
          {t('use.termsTitle')}
        </h2>
        <Suspense fallback={<Skeleton lines={5} />}>
          <OfferTerms />
        </Suspense>
      </section>

      <CallToAction />
      <LicenceLine />
    </LandingFrame>
  );
}
