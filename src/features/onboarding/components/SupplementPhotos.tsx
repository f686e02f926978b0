import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PhotoSlot } from '@/features/onboarding/components/PhotoSlot';
import { SUPPLEMENT_MESSAGES, useSupplement } from '@/features/onboarding/queries';
import type { Order } from '@/shared/api/order';
import { lastOrderQuery } from '@/shared/api/orderQuery';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { showToast } from '@/shared/ui/toastStore';
import { paths } from '@/config/paths';

type Urls = { front?: string; back?: string; selfie?: string };

/** Uploading is all a supplement photo needs here: the order's review looks at it. */
const uploaded = (url: string) => Promise.resolve(url);

/**
 * `/pages/info/photoCard?supplement=1`: the review asked for new photos of an order (spec section 4,
 * "Supplement required"). Which ones (the ID, the selfie or both) comes from the order itself, never
 * from the address. Each photo is prepared and uploaded as in onboarding; then all go together to
 * `/api/loan/supplementData` and the order is reviewed again.
 */
export default function SupplementPhotos() {
  const { t } = useTranslation('onboarding');
  const last = useQuery(lastOrderQuery());
  // A refresh that fails keeps the page: the photos already sent are not lost behind an error.
  return (
    <QueryView query={last} loading={<Skeleton lines={4} blocks={2} />} failed={t('supplement.loadFailed')}>
      {({ order }) =>
        order?.status === 'supplement' && order.supplement ? (
          <Supplement orderNo={order.orderNo} asked={order.supplement} />
        ) : (
          <section className="card form-stack">
            <p>{t('supplement.notNeeded')}</p>
            <Link className="link-button" to={paths.root}>
              {t('identity.liveness.home')}
            </Link>
          </section>
        )
      }
    </QueryView>
  );
}

function Supplement({ orderNo, asked }: { orderNo: string; asked: NonNullable<Order['supplement']> }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [urls, setUrls] = useState<Urls>({});
  const send = useSupplement(() => {
    showToast(t('supplement.sent'));
    navigate(paths.root, { replace: true });
  });

  const needId = asked !== 'selfie';
  const needSelfie = asked !== 'id';
  const ready = (!needId || (urls.front && urls.back)) && (!needSelfie || urls.selfie);
  const keep = (side: keyof Urls) => (url: string) => setUrls((u) => ({ ...u, [side]: url }));

  const submit = () =>
    send
      .submit({
        orderNo,
        ...(needId ? { idphoto_1: urls.front, idphoto_2: urls.back } : {}),
        ...(needSelfie ? { headphoto: urls.selfie } : {}),
      })
      .catch(() => {
        /* shown below from send.error */
      });

  return (
    <>
      <section className="card form-stack" aria-labelledby="supplement-title">
        <h2 id="supplement-title" className="form-heading">
          {t('supplement.title')}
        </h2>
        <p>{t(`supplement.lead.${asked}`)}</p>
      </section>
      {needId && (
        <>
          <PhotoSlot
            kind="front"
            check={uploaded}
            onDone={keep('front')}
          />
          <PhotoSlot
            kind="back"
            check={uploaded}
            onDone={keep('back')}
          />
        </>
      )}
      {needSelfie && (
        <PhotoSlot
          kind="selfie"
          check={uploaded}
          onDone={keep('selfie')}
        />
      )}
      {send.error && (
        <p role="alert" className="form-error">
          {errorText(t, send.error, SUPPLEMENT_MESSAGES)}
        </p>
      )}
      <Button type="button" variant="primary" fullWidth disabled={!ready} loading={send.isPending} onClick={() => void submit()}>
        {t('supplement.send')}
      </Button>
    </>
  );
}
