import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatTenge } from '@/utils/format';
import type { NextProductResponse } from '@/shared/coupon/api';
import { CouponCard } from '@/shared/coupon/CouponCard';
import { useNextProduct } from '@/shared/coupon/queries';
import { Quiet } from '@/shared/ui/Quiet';
import styles from './NextOffer.module.css';

/**
 * One call per repaid order for this page load: the server sends the loyalty coupon once per order, so
 * a second call (the dialog opened again, React's double mount) would come back without it. Every mount
 * for the same order shares the first call's answer.
 */
const calls = new Map<string, Promise<NextProductResponse>>();

/** Forgets the calls made (tests start each case as a fresh page load). */
export function forgetNextOffers(): void {
  calls.clear();
}

export interface NextOfferProps {
  /** The order just repaid. */
  orderNo: string;
}

function Offer({ orderNo }: NextOfferProps) {
  const { t } = useTranslation('coupons');
  const tag = useIntlTag();
  const headingId = useId();
  const { submit } = useNextProduct();
  const [data, setData] = useState<NextProductResponse | null>(null);

  useEffect(() => {
    let live = true;
    let call = calls.get(orderNo);
    if (!call) {
      call = submit({ orderNo });
      calls.set(orderNo, call);
    }
    call.then(
      (d) => {
        if (live) setData(d);
      },
      () => {
        /* an extra: nothing shown, and not sent again by itself (a write) */
      },
    );
    return () => {
      live = false;
    };
  }, [orderNo, submit]);

  if (!data || (data.nextQuota <= 0 && !data.coupon)) return null;
  return (
    <section className={`card ${styles.next}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('next.title')}
      </h3>
      {data.nextQuota > 0 && <p className={styles.limit}>{t('next.limit', { amount: formatTenge(data.nextQuota, tag) })}</p>}
      {data.coupon && (
        <>
          <p className={styles.line}>{t('next.coupon')}</p>
          <CouponCard coupon={data.coupon} headingLevel={4} />
        </>
      )}
      <Link className="link-button" to={paths.root}>
        {t('next.take')}
      </Link>
    </section>
  );
}

/**
 * After a loan is repaid (the repayment success dialog): the next limit ("next time up to X ₸") and the
 * coupon that came with it, with the way to the next loan. Asks `getNextProductInfoAndSendCoupon` once
 * per order. An extra: while it loads, if it fails, or if it breaks, nothing is shown.
 */
export function NextOffer(props: NextOfferProps) {
  return (
    <Quiet>
      <Offer {...props} />
    </Quiet>
  );
}
