import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BankInfoResponse, MaskedCard } from '@/features/bank-card/api';
import { startCardBinding, type CardBindingResultResponse } from '@/features/bank-card/bindingApi';
import { BINDING_WAIT_MS, forgetBinding, rememberBinding, startedBinding, useBindingResult } from '@/features/bank-card/binding';
import { bindingPageState } from '@/features/bank-card/bindingSession';
import { CardStepIntro } from '@/features/bank-card/components/CardStepIntro';
import { maskedNumber } from '@/features/bank-card/components/CardView';
import { CARD_MESSAGES, cardKeys } from '@/features/bank-card/queries';
import { paths, withQuery } from '@/config/paths';
import { track } from '@/shared/analytics/track';
import { invalidateChange, useApiMutation } from '@/shared/api/query';
import { errorText } from '@/shared/errorText';
import { useDraftKey } from '@/shared/forms/useDraftKey';
import { returnUrlFor, useBack, useRouteQuery, useStillHere } from '@/shared/navigation/navigation';
import { webviewState } from '@/shared/navigation/webview';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { showToast } from '@/shared/ui/toastStore';
import { useDrafts } from '@/stores/drafts';
import styles from './bankCard.module.css';

export interface HostedCardStepProps {
  /** The card now on file, replaced by the one bound. */
  savedCard: MaskedCard | null;
  /** The checked `redirect` of the card pages (carried through the provider's page and back). */
  redirect: string | undefined;
  exitPath: string;
  orderNo: string | undefined;
  onboarded: boolean;
}

const RETURN_KEYS = ['return'] as const;
type NotBound = Exclude<CardBindingResultResponse['status'], 'pending' | 'bound'>;

/**
 * The card step when the server's config says `cardBinding: 'hosted'` (issue 29 M3 (b), PCI DSS SAQ A): the card is
 * added on the payment provider's own page in the frame, so its number and CVC never reach this app. The step
 * starts a binding session (one per attempt: a double tap or a retry after a lost answer gets the same session),
 * remembers its reference with the drafts, and opens the provider's page; the provider sends the borrower back here
 * with `return=1`, and the step asks the server what became of the session it started. The server's answer is the
 * only word on the card: bound, it is the masked card shown and the way on; declined, left or timed out, its
 * message here and another try.
 */
export default function HostedCardStep({ savedCard, redirect, exitPath, orderNo, onboarded }: HostedCardStepProps) {
  const { t } = useTranslation('hostedcard');
  const { t: tb } = useTranslation('bankCard');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const back = useBack();
  const stillHere = useStillHere();
  const returned = useRouteQuery(RETURN_KEYS).return === '1';
  // Whose drafts these are: once another borrower owns them (or nobody, after a sign-out) nothing is kept.
  const [owner] = useState(() => useDrafts.getState().owner);

  // The session asked about: the one this browser started, only on the way back from the provider's page.
  const [ref, setRef] = useState(() => (returned ? startedBinding() : undefined));
  const [since, setSince] = useState(() => Date.now());
  const result = useBindingResult(ref, since);
  const [notBound, setNotBound] = useState<{ status: NotBound; message: string | null } | null>(null);

  const key = useDraftKey('card-binding');
  const scope = orderNo ?? '';
  const start = useApiMutation(startCardBinding, { changes: 'nothing', idempotencyKey: () => key.key(scope) });
  const [startError, setStartError] = useState<unknown>(null);
  const leaving = useRef(false);

  // The server's verdict on the session, acted on once.
  const status = result.data?.status;
  useEffect(() => {
    const data = result.data;
    if (!ref || !data || data.status === 'pending') return;
    forgetBinding();
    setRef(undefined);
    if (data.status === 'bound' && data.card) {
      const card = data.card;
      queryClient.setQueryData<BankInfoResponse>(cardKeys.card(), { card });
      // Analytics: the brand and the bank only (never digits of the card).
      track('card_added', { brand: card.brand, bank: card.bankCode, payout_retry: Boolean(orderNo) });
      void invalidateChange(queryClient, 'cardSaved');
      showToast(t(orderNo ? 'boundPayout' : 'bound', { card: maskedNumber(card) }));
      navigate(exitPath, { replace: true });
      return;
    }
    setNotBound({ status: data.status === 'bound' ? 'declined' : data.status, message: data.message });
  }, [ref, status, result.data, queryClient, orderNo, t, navigate, exitPath]);

  const onStart = async () => {
    if (leaving.current || start.isPending) return;
    setStartError(null);
    const body = { returnUrl: returnUrlFor(withQuery(paths.bankInfo.bankInfo, { redirect, orderNo, onboarded: onboarded ? 1 : undefined, return: 1 })), ...(orderNo ? { orderNo } : {}) };
    try {
      const link = await start.submit(key.sameBody(key.key(scope), body));
      if (leaving.current || !stillHere()) return;
      // On the way to the provider's page: another tap before this page is gone opens nothing more.
      leaving.current = true;
      key.renew();
      rememberBinding(link.ref, owner);
      navigate(paths.bankInfo.bankHosted, { state: bindingPageState(webviewState(link.url), link.ref) });
    } catch (e) {
      setStartError(e);
    }
  };

  const checking = ref !== undefined && (result.isPending || (status === 'pending' && Date.now() - since < BINDING_WAIT_MS) || (result.isFetching && !result.isError));
  const waitedOut = ref !== undefined && status === 'pending' && !checking;
  const checkAgain = () => {
    setSince(Date.now());
    void result.refetch();
  };

  return (
    <div className="card form-stack">
      <CardStepIntro onboarded={onboarded} orderNo={orderNo} savedCard={savedCard} />
      <p className={styles.secure}>{t('lead')}</p>
      {checking && (
        <p role="status" aria-busy="true">
          {t('checking')}
        </p>
      )}
      {waitedOut && (
        <>
          <p role="status">{t('pending')}</p>
          <Button variant="secondary" fullWidth onClick={checkAgain}>
            {t('checkAgain')}
          </Button>
        </>
      )}
      {ref !== undefined && result.isError && !checking && (
        <ErrorState error={result.error} onRetry={checkAgain} retrying={result.isFetching} />
      )}
      {notBound && (
        <p role="alert" className="form-error">
          <strong>{t('notBound')}</strong> {notBound.message ?? t(`reason.${notBound.status}`)}
        </p>
      )}
      {startError != null && (
        <p role="alert" className="form-error">
          {errorText(tb, startError, CARD_MESSAGES)}
        </p>
      )}
      {ref === undefined && (
        <Button variant="primary" fullWidth loading={start.isPending} onClick={() => void onStart()}>
          {notBound ? t('retry') : t('start')}
        </Button>
      )}
      <Button variant="text" fullWidth onClick={back}>
        {tb('form.cancel')}
      </Button>
    </div>
  );
}
