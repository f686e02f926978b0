import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productQuery } from '@/features/content/queries';
import { shareLink } from '@/features/content/shareLink';
import styles from '@/features/content/components/content.module.css';
import { copyText } from '@/shared/clipboard';
import { useBack } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIsLoggedIn } from '@/stores/session';

/** The Web Share API as far as this browser has it (absent in most desktop browsers and many in-app ones). */
function webShare(): ((data: ShareData) => Promise<void>) | null {
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  return typeof nav.share === 'function' ? nav.share.bind(nav) : null;
}

const isCancel = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/**
 * Share (dialog): the app's landing page with a `channel`: the borrower's referral code when the server
 * gives one (signed in), else `share`; never the token or anything personal. The Web Share API where the
 * browser has it (the borrower closing the share sheet is not an error), else the link is copied, with a
 * confirmation. The link is always shown, so it can be copied by hand if both fail. Works signed out.
 */
export default function ShareDialog() {
  const { t } = useTranslation('content');
  const back = useBack();
  const loggedIn = useIsLoggedIn();
  const product = useQuery(productQuery({ enabled: loggedIn }));
  const fieldId = useId();
  const statusId = useId();
  const field = useRef<HTMLInputElement>(null);
  // Which link was copied, and whether it worked: a confirmation never speaks of a link no longer shown.
  const [lastCopy, setLastCopy] = useState<{ url: string; ok: boolean } | null>(null);

  const waiting = loggedIn && product.isPending;
  const url = shareLink(loggedIn ? product.data?.loyalty?.referralChannel : null);
  const share = webShare();
  const canShare = share !== null && (typeof navigator.canShare !== 'function' || navigator.canShare({ url }));

  const copied = lastCopy?.url === url ? (lastCopy.ok ? 'copied' : 'failed') : 'idle';

  const copy = async () => {
    const ok = await copyText(url);
    setLastCopy({ url, ok });
    // Ready to copy by hand: the whole link selected.
    if (!ok) {
      field.current?.focus();
      field.current?.select();
    }
  };

  const shareNow = async () => {
    if (!share) return copy();
    try {
      await share({ title: t('appName', { ns: 'common' }), text: t('share.message'), url });
      back();
    } catch (e) {
      // Closing the share sheet is the borrower's choice; anything else (refused, unsupported data): copy instead.
      if (!isCancel(e)) await copy();
    }
  };

  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.share', { ns: 'pages' })}
      actions={
        <>
          <Button variant="secondary" onClick={back}>
            {t('close', { ns: 'common' })}
          </Button>
          {canShare && (
            <Button variant="primary" onClick={() => void shareNow()} loading={waiting}>
              {t('share.share')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('share.text')}</p>
      {loggedIn && product.isError && (
        <ErrorState error={product.error} message={t('share.referralFailed')} onRetry={() => void product.refetch()} retrying={product.isFetching} />
      )}
      {waiting ? (
        <Skeleton lines={2} />
      ) : (
        <>
          <label className={styles.linkLabel} htmlFor={fieldId}>
            {t('share.linkLabel')}
          </label>
          <input
          ref={field}
          id={fieldId}
          className={styles.linkField}
          type="url"
          readOnly
          value={url}
          aria-describedby={statusId}
            onFocus={(e) => e.currentTarget.select()}
          />
        </>
      )}
      <div className={styles.action}>
        <Button variant={canShare ? 'secondary' : 'primary'} fullWidth onClick={() => void copy()} loading={waiting}>
          {t('share.copy')}
        </Button>
      </div>
      <p id={statusId} role="status" className={copied === 'failed' ? `form-error ${styles.status}` : styles.status}>
        {copied === 'copied' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </Dialog>
  );
}
