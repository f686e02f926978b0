import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldMessages, fieldDescription } from '@/shared/ui/FieldMessages';
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
  const { hasError, describedBy } = fieldDescription(inputId, hint, error);
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
          aria-describedby={describedBy}
        />
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
