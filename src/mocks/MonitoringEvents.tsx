/**
 * The dev panel's list of what the sandbox's error collector received (newest first): the app's error
 * reports with their route and tags, and the browser's CSP and Trusted Types violation reports.
 */
import { useSyncExternalStore } from 'react';
import type { MonitoringCollector } from './domain/monitoring';
import styles from './DevPanel.module.css';
import { PropList } from './PropList';

export const SHOWN_REPORTS = 20;

const time = (ms: number) => new Date(ms).toISOString().slice(11, 19);

export function MonitoringEvents({ collector }: { collector: MonitoringCollector }) {
  const snapshot = useSyncExternalStore(collector.subscribe, () => {
    const list = collector.list();
    return `${list.length}:${list[list.length - 1]?.at ?? 0}`;
  });
  const rows = snapshot ? [...collector.list()].reverse().slice(0, SHOWN_REPORTS) : [];
  return (
    <div className={styles.row}>
      <h3 className={styles.label}>Error reports</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>No error report received yet</p>
      ) : (
        <ol className={styles.events} aria-label="Error reports, newest first">
          {rows.map((r, i) => (
            <li key={`${r.at}:${i}`}>
              <details>
                <summary className={styles.summary}>
                  <span className={styles.eventName}>{r.kind}</span> {r.title} <span className={styles.muted}>{r.tags.route ?? ''}</span>{' '}
                  <span className={styles.muted}>{time(r.at)}</span>
                </summary>
                <PropList entries={Object.entries({ ...r.tags, ...(r.release ? { release: r.release } : {}) })} />
              </details>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={styles.secondary} onClick={() => collector.clear()}>
        Clear error reports
      </button>
    </div>
  );
}
