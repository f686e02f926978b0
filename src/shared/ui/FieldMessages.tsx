import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** ids and aria wiring shared by every labelled control: hint and error are read as its description. */
export function fieldDescription(id: string, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describe = [describedBy, hint != null ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return { hintId, errorId, hasError, describedBy: describe || undefined };
}

/** The hint and error lines under a control. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  const { hintId, errorId, hasError } = fieldDescription(id, hint, error);
  return (
    <>
      {hint != null && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
