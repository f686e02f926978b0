import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Field.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

/** Labelled multi-line input, styled and wired like Field (hint and error read with the input). */
export function TextArea({ label, error, hint, id, className, rows = 5, ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describe = [hint != null ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={hasError ? `${styles.control} ${styles.invalid}` : styles.control}>
        <textarea
          {...rest}
          rows={rows}
          id={inputId}
          className={styles.input}
          style={{ resize: 'vertical', paddingBlock: '0.625rem' }}
          aria-invalid={hasError || undefined}
          aria-describedby={describe || undefined}
        />
      </div>
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
    </div>
  );
}
