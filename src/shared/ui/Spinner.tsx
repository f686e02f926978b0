import styles from './Spinner.module.css';

/** Decorative spinner; the surrounding element says what is busy (aria-busy, visually hidden text). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={className ? `${styles.spinner} ${className}` : styles.spinner} />;
}
