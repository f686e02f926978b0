/**
 * Developer-only floating panel of the sandbox: the last SMS code, the scenario, a reset, and the
 * analytics events the sandbox's collectors received (AnalyticsEvents.tsx) and the error reports (MonitoringEvents.tsx).
 * Rendered only when mocks are on (the app shell lazy-loads it); its copy is English on purpose.
 */
import { useId, useState, useSyncExternalStore } from 'react';
import { AnalyticsEvents } from './AnalyticsEvents';
import { MonitoringEvents } from './MonitoringEvents';
import { getSandboxDb } from './browser';
import { collectorOf } from './routes/analytics';
import { monitoringOf } from './routes/monitoring';
import type { SandboxDb } from './db';
import { SCENARIOS, SCENARIO_LABELS, isScenario } from './domain/scenarios';
import styles from './DevPanel.module.css';

const noop = () => () => {};

function useSandbox(db: SandboxDb | null) {
  const snapshot = useSyncExternalStore(
    db ? db.subscribe : noop,
    () => {
      if (!db) return '';
      const last = db.lastSent();
      return JSON.stringify([db.getScenario(), last?.phone ?? null, last?.code ?? null, last?.at ?? null]);
    },
  );
  if (!snapshot) return null;
  const [scenario, phone, code] = JSON.parse(snapshot) as [string, string | null, string | null];
  return { scenario, phone, code };
}

function formatPhone(phone: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+7 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : `+${phone}`;
}

export function DevPanel({ db: given }: { db?: SandboxDb } = {}) {
  const db = given ?? getSandboxDb();
  const state = useSandbox(db);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const panelId = useId();
  const selectId = useId();
  const titleId = useId();

  if (!db || !state) return null;

  return (
    <div className={styles.root}>
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            Sandbox
          </h2>
          <div className={styles.row}>
            <span className={styles.label}>Last SMS code</span>
            <div aria-live="polite">
              {state.code && state.phone ? (
                <>
                  <span className={styles.code}>{state.code}</span>{' '}
                  <span className={styles.muted}>for {formatPhone(state.phone)}</span>
                </>
              ) : (
                <span className={styles.muted}>No code sent yet</span>
              )}
            </div>
          </div>
          <div className={styles.row}>
            <label htmlFor={selectId} className={styles.label}>
              Scenario (everyone)
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={state.scenario}
              onChange={(e) => {
                if (isScenario(e.target.value)) {
                  db.setScenario(e.target.value);
                  setStatus(`Scenario: ${SCENARIO_LABELS[e.target.value]}`);
                }
              }}
            >
              {SCENARIOS.map((s) => (
                <option key={s} value={s}>
                  {SCENARIO_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              db.reset();
              setStatus('Sandbox reset: every borrower, code and scenario is gone.');
            }}
          >
            Reset sandbox
          </button>
          <p className={styles.muted} role="status">
            {status}
          </p>
          <AnalyticsEvents collector={collectorOf(db)} />
          <MonitoringEvents collector={monitoringOf(db)} />
        </section>
      )}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Close sandbox panel' : 'Sandbox'}
      </button>
    </div>
  );
}
