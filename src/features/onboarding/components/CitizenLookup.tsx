import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { citizenCountQuery, ONBOARDING_MESSAGES, useCitizenInfo, useCitizenSession } from '@/features/onboarding/queries';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';

/** How often the state database's answer is asked for while the borrower confirms the SMS. */
export const CITIZEN_POLL_MS = 3000;

type Phase =
  | { name: 'idle' }
  | { name: 'waiting'; sessionId: string; code: string; until: number }
  | { name: 'failed'; message: string };

/**
 * The identity from the state database (ГБД ФЛ) instead of typing it, for a borrower whose ID photo
 * could not be read. With a valid IIN typed, the borrower asks; the server starts a request
 * (`getSessionIdAndCode`) and the state service sends an SMS to confirm it, whose code is shown here to
 * compare. The answer is asked for every 3 s until it comes, fails, or the request expires; a done
 * answer locks the identity on the server (`onLocked`). The server limits requests a day
 * (`getUserInfoFromClCount`); typing by hand always remains.
 */
export function CitizenLookup({ iin, onLocked }: { iin: string | null; onLocked: () => void }) {
  const { t } = useTranslation('onboarding');
  const count = useQuery(citizenCountQuery());
  const start = useCitizenSession();
  const info = useCitizenInfo();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const { submit: ask } = info;

  const waiting = phase.name === 'waiting' ? phase : null;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const fail = (message: string) => {
      if (!stopped) setPhase({ name: 'failed', message });
    };
    const poll = async () => {
      if (stopped) return;
      if (Date.now() > waiting.until) return fail(t('citizen.expired'));
      try {
        const answer = await ask({ sessionId: waiting.sessionId });
        if (stopped) return;
        if (answer.status === 'done') return onLocked();
        if (answer.status === 'failed') return fail(t('citizen.failed'));
        setTimeout(() => void poll(), CITIZEN_POLL_MS);
      } catch (e) {
        fail(errorText(t, e, ONBOARDING_MESSAGES));
      }
    };
    void poll();
    return () => {
      stopped = true;
    };
    // `onLocked` is a fresh function each render; the run belongs to the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting?.sessionId, ask, t]);

  const left = count.data ? Math.max(0, count.data.limit - count.data.count) : null;
  const request = async () => {
    if (!iin) return;
    try {
      const session = await start.submit({ iin });
      setPhase({ name: 'waiting', sessionId: session.sessionId, code: session.code, until: Date.now() + session.expiresIn * 1000 });
    } catch (e) {
      setPhase({ name: 'failed', message: errorText(t, e, ONBOARDING_MESSAGES) });
    } finally {
      void count.refetch();
    }
  };

  return (
    <section className="card form-stack" aria-labelledby="citizen-title">
      <h3 id="citizen-title" className="form-heading">
        {t('citizen.title')}
      </h3>
      <p className="muted">{t('citizen.lead')}</p>
      {waiting ? (
        <div role="status" className="form-stack">
          <p>{t('citizen.sms', { code: waiting.code })}</p>
          <p className="muted">{t('citizen.waiting')}</p>
        </div>
      ) : (
        <>
          {left !== null && <p className="muted">{t('citizen.left', { count: left, limit: count.data?.limit })}</p>}
          {!iin && <p className="muted">{t('citizen.needIin')}</p>}
          <Button type="button" variant="secondary" disabled={!iin || left === 0} loading={start.isPending} onClick={() => void request()}>
            {t('citizen.request')}
          </Button>
        </>
      )}
      {phase.name === 'failed' && (
        <p role="alert" className="form-error">
          {phase.message}
        </p>
      )}
    </section>
  );
}
