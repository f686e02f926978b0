import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/stores/session';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { couponMessageQuery } from '@/shared/coupon/queries';
import { serverText } from '@/shared/serverText';
import { Quiet } from '@/shared/ui/Quiet';
import styles from './CouponNotice.module.css';

function Notice() {
  const signedIn = useIsLoggedIn();
  const tag = useIntlTag();
  const message = useQuery(couponMessageQuery({ enabled: signedIn }));
  const data = message.data;
  if (!signedIn || !data?.show) return null;
  const text = serverText(data, 'text', tag);
  if (!text) return null;
  return (
    <p className={styles.notice}>
      <Link className={styles.link} to={paths.personal.coupon}>
        {text}
      </Link>
    </p>
  );
}

/**
 * The one-line coupon notice of the Loans tab (`/coupon/couponMessage`), in the borrower's language,
 * leading to the coupons. Nothing when the server says `show: false`, while loading, on failure, or
 * signed out: it is an extra.
 */
export function CouponNotice() {
  return (
    <Quiet>
      <Notice />
    </Quiet>
  );
}
