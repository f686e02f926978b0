/**
 * The dev panel's list of the analytics events the sandbox's collectors decoded (newest first), so a
 * developer sees the funnel while clicking through: each event with where it went and its properties.
 */
import { useSyncExternalStore } from 'react';
import type { CollectedEvent, Collector } from './domain/analytics';
import styles from './DevPanel.module.css';
import { PropList } from './PropList';

/** Events shown; the collector keeps 100 in the browser. */
export const SHOWN_EVENTS = 30;

interface Row {
  key: string;
  name: string;
  at: number;
  via: string[];
  page: string;
  props: Array<[string, string]>;
}

/** One row per event: the collector's copy and the behaviour beacon's are the same event. */
export function rowsOf(events: readonly CollectedEvent[], limit = SHOWN_EVENTS): Row[] {
  const rows = new Map<string, Row>();
  for (const c of events) {
    const e = c.event;
    const key = `${e._track_id ?? ''}:${e.time ?? ''}:${e.distinct_id}:${e.event ?? e.type}`;
    const row = rows.get(key);
    const via = c.via === 'events' ? 'collector' : `beacon ${c.project ?? ''}`.trim();
    if (row) {
      if (!row.via.includes(via)) row.via.push(via);
      continue;
    }
    const props = Object.entries(e.properties)
      .filter(([k]) => !k.startsWith('$') || k === '$url' || k === '$referrer')
      .map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
    props.unshift(['distinct_id', e.distinct_id]);
    rows.set(key, {
      key,
      name: e.event ?? e.type,
      at: c.at,
      via: [via],
      page: typeof e.properties.page_path === 'string' ? e.properties.page_path : typeof e.properties.screen === 'string' ? e.properties.screen : '',
      props,
    });
  }
  return [...rows.values()].reverse().slice(0, limit);
}

const time = (ms: number) => new Date(ms).toISOString().slice(11, 19);

export function AnalyticsEvents({ collector }: { collector: Collector }) {
  // The list changes identity on every add; its length and newest event are enough to re-render.
  const snapshot = useSyncExternalStore(collector.subscribe, () => {
    const list = collector.list();
    const last = list[list.length - 1];
    return `${list.length}:${last?.at ?? 0}:${last?.event._track_id ?? ''}`;
  });
  const rows = snapshot ? rowsOf(collector.list()) : [];
  return (
    <div className={styles.row}>
      <h3 className={styles.label}>Analytics events</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>No event received yet</p>
      ) : (
        <ol className={styles.events} aria-label="Analytics events, newest first">
          {rows.map((r) => (
            <li key={r.key}>
              <details>
                <summary className={styles.summary}>
                  <span className={styles.eventName}>{r.name}</span> <span className={styles.muted}>{r.page}</span>{' '}
                  <span className={styles.muted}>
                    {time(r.at)} · {r.via.join(', ')}
                  </span>
                </summary>
                <PropList entries={r.props} />
              </details>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={styles.secondary} onClick={() => collector.clear()}>
        Clear events
      </button>
    </div>
  );
}
