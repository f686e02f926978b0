import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ONBOARDING_ERROR, type LiveExaminationResponse } from '@/features/onboarding/api';
import { livenessSwitchQuery, ONBOARDING_MESSAGES, useLivenessLink, useLivenessResult } from '@/features/onboarding/queries';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/shared/errorText';
import { returnUrlFor } from '@/shared/navigation/navigation';
import { webviewState } from '@/shared/navigation/webview';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { paths } from '@/config/paths';
import { trackOnce } from '@/shared/analytics/track';

/** How long the result is waited for after the vendor page sent the borrower back. */
export const RESULT_POLL_MS = 2000;
export const RESULT_POLLS = 10;

type Outcome =
  | { name: 'waiting' }
  | { name: 'notReady' }
  /** Another check is needed: the vendor's failed, or the face did not match the ID (3102). */
  | { name: 'failed'; message: string }
  | { name: 'error'; message: string };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The liveness check on the vendor's page (webview `face`). Before: what to expect, the attempts left
 * (the server counts them), and the way there. Back with `flowId`: the result is asked of the server
 * (the address the vendor returned to proves nothing), a passed check's frame is compared with the ID
 * (`compare`, which moves the borrower on), a failed one is said with the attempts left. With none
 * left, why there can be no loan and what to do.
 */
export function LivenessCheck({ flowId, compare }: { flowId?: string; compare: (url: string) => Promise<LiveExaminationResponse> }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const attempts = useQuery(livenessSwitchQuery());
  const link = useLivenessLink();
  const result = useLivenessResult();
  const [outcome, setOutcome] = useState<Outcome | null>(flowId ? { name: 'waiting' } : null);
  const [round, setRound] = useState(0);
  const { submit: askResult } = result;

  useEffect(() => {
    if (!flowId) return;
    let stopped = false;
    const settle = (o: Outcome | null) => {
      if (!stopped) setOutcome(o);
    };
    void (async () => {
      settle({ name: 'waiting' });
      try {
        for (let i = 0; i < RESULT_POLLS && !stopped; i++) {
          const answer = await askResult({ flowId });
          if (answer.status === 'failed') {
            trackOnce('liveness_failed', flowId, { reason: 'vendor', attempts_left: answer.attemptsLeft });
            return settle({ name: 'failed', message: t('identity.liveness.failed') });
          }
          if (answer.status === 'passed' && answer.headphoto) {
            trackOnce('liveness_passed', flowId);
            // On success the step data is read again and the page moves on (useLiveExamination).
            await compare(answer.headphoto);
            return;
          }
          await wait(RESULT_POLL_MS);
        }
        settle({ name: 'notReady' });
      } catch (e) {
        const message = errorText(t, e, ONBOARDING_MESSAGES);
        const retake = isApiError(e) && e.code === ONBOARDING_ERROR.identificationFailed;
        if (retake) trackOnce('liveness_failed', `${flowId}:match`, { reason: 'face_mismatch' });
        settle(retake ? { name: 'failed', message } : { name: 'error', message });
      }
    })();
    return () => {
      stopped = true;
    };
    // `compare` is a fresh function each render; the run belongs to the flow and the round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flowId, round, askResult, t]);

  const start = async () => {
    try {
      const flow = await link.submit({ returnUrl: returnUrlFor(paths.info.photoSelfie) });
      navigate(paths.webview.face, { state: webviewState(flow.url) });
    } catch (e) {
      // No attempts left: the server's count is read again and the page says what it means.
      if (isApiError(e) && e.code === ONBOARDING_ERROR.livenessExhausted) void attempts.refetch();
    }
  };

  if (outcome?.name === 'waiting') {
    return (
      <section className="card form-stack" aria-busy="true">
        <h2 className="form-heading">{t('identity.liveness.title')}</h2>
        <p role="status">{t('identity.liveness.waiting')}</p>
        <Skeleton lines={2} />
      </section>
    );
  }
  if (outcome?.name === 'notReady' || outcome?.name === 'error') {
    return (
      <section className="card form-stack">
        <h2 className="form-heading">{t('identity.liveness.title')}</h2>
        <ErrorState
          message={outcome.name === 'error' ? outcome.message : t('identity.liveness.notReady')}
          retryLabel={t('identity.liveness.checkAgain')}
          onRetry={() => setRound((r) => r + 1)}
        />
      </section>
    );
  }

  if (attempts.isPending) return <Skeleton lines={4} blocks={1} />;
  if (attempts.isError) {
    return <ErrorState error={attempts.error} message={t('identity.liveness.loadFailed')} onRetry={() => void attempts.refetch()} />;
  }
  const { attemptsLeft, maxAttempts } = attempts.data;

  if (attemptsLeft === 0) {
    return (
      <section className="card form-stack" aria-labelledby="liveness-exhausted">
        <h2 id="liveness-exhausted" className="form-heading">
          {t('identity.liveness.exhaustedTitle')}
        </h2>
        <p>{t('identity.liveness.exhaustedText', { max: maxAttempts })}</p>
        <p>{t('identity.liveness.exhaustedNext')}</p>
        <Link className="link-button" to={paths.personal.feedback}>
          {t('identity.liveness.feedback')}
        </Link>
        <Link className="link-button link-button--secondary" to={paths.root}>
          {t('identity.liveness.home')}
        </Link>
      </section>
    );
  }

  const linkError = link.error && !(isApiError(link.error) && link.error.code === ONBOARDING_ERROR.livenessExhausted);
  return (
    <section className="card form-stack" aria-labelledby="liveness-title">
      <h2 id="liveness-title" className="form-heading">
        {t('identity.liveness.title')}
      </h2>
      {outcome?.name === 'failed' && (
        <p role="alert" className="form-error">
          {outcome.message}
        </p>
      )}
      <p>{t('identity.liveness.lead')}</p>
      <ul>
        <li>{t('identity.liveness.tip1')}</li>
        <li>{t('identity.liveness.tip2')}</li>
        <li>{t('identity.liveness.tip3')}</li>
      </ul>
      <p className="muted">{t('identity.liveness.attempts', { count: attemptsLeft, max: maxAttempts })}</p>
      {linkError && (
        <p role="alert" className="form-error">
          {errorText(t, link.error, ONBOARDING_MESSAGES)}
        </p>
      )}
      <Button type="button" variant="primary" fullWidth loading={link.isPending} onClick={() => void start()}>
        {t('identity.liveness.start')}
      </Button>
    </section>
  );
}
