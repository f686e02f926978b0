import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_MESSAGES, useCreditBureau } from '@/features/loan-application/queries';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';
import { ErrorState } from '@/shared/ui/ErrorState';
import styles from './CreditBureauCheck.module.css';

type Phase =
  | { name: 'consent' }
  | { name: 'running'; step: 'sending' | 'signed' | 'checking' }
  | { name: 'slow' }
  | { name: 'failed'; message: string };

const STEPS = ['sending', 'checking', 'submitting'] as const;

/**
 * The credit-bureau check the server asked for before this order. The borrower consents first (a
 * request to the bureau needs it); then the steps run with their progress shown: the consent sent, the
 * credit history checked, the application sent (`onAnswered` with the application, by the caller).
 */
export function CreditBureauCheck({
  amount,
  days,
  idempotencyKey,
  onAnswered,
  onCancel,
}: {
  amount: number;
  days: number;
  idempotencyKey: () => string;
  onAnswered: (applicationId: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('loan');
  const run = useCreditBureau(idempotencyKey);
  const [phase, setPhase] = useState<Phase>({ name: 'consent' });
  const stop = useRef({ stopped: false });
  useEffect(() => {
    const s = stop.current;
    s.stopped = false;
    return () => {
      s.stopped = true;
    };
  }, []);

  const start = async () => {
    setPhase({ name: 'running', step: 'sending' });
    try {
      const app = await run({ amount, days }, (step) => !stop.current.stopped && setPhase({ name: 'running', step }), stop.current);
      if (stop.current.stopped) return;
      if (!app) return setPhase({ name: 'slow' });
      setPhase({ name: 'running', step: 'checking' });
      await onAnswered(app.applicationId);
    } catch (e) {
      if (!stop.current.stopped) setPhase({ name: 'failed', message: errorText(t, e, APPLICATION_MESSAGES) });
    }
  };

  const current = phase.name === 'running' ? (phase.step === 'sending' ? 0 : 1) : -1;
  return (
    <section className="card form-stack" aria-labelledby="bureau-title">
      <h3 id="bureau-title" className="form-heading">
        {t('bureau.title')}
      </h3>
      {phase.name === 'consent' ? (
        <>
          <p>{t('bureau.lead')}</p>
          <Button type="button" variant="primary" fullWidth onClick={() => void start()}>
            {t('bureau.consent')}
          </Button>
          <Button type="button" variant="secondary" fullWidth onClick={onCancel}>
            {t('bureau.lessAmount')}
          </Button>
        </>
      ) : (
        <>
          <ol className={styles.steps} aria-live="polite">
            {STEPS.map((step, i) => (
              <li key={step} className={i < current ? styles.done : i === current ? styles.now : undefined} aria-current={i === current ? 'step' : undefined}>
                {t(`bureau.steps.${step}`)}
              </li>
            ))}
          </ol>
          {(phase.name === 'slow' || phase.name === 'failed') && (
            <ErrorState
              message={phase.name === 'slow' ? t('bureau.slow') : phase.message}
              retryLabel={t('bureau.again')}
              onRetry={() => void start()}
            />
          )}
        </>
      )}
    </section>
  );
}
