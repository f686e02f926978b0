import styles from './DevPanel.module.css';

/** A collected event's fields as name–value rows (the dev panel's analytics and error-report lists). */
export function PropList({ entries }: { entries: readonly (readonly [string, string])[] }) {
  return (
    <dl className={styles.props}>
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
