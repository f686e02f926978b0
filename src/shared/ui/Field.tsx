import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldMessages, fieldDescription } from '@/shared/ui/FieldMessages';
import styles from './Field.module.css';

export interface FieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix'> {
  label: ReactNode;
  /** Shown under the input in red; sets aria-invalid and is read with the input. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Fixed text before the value, e.g. "+7". */
  prefix?: ReactNode;
}

/**
 * Labelled text input. Every input prop goes to the <input> (inputMode, autoComplete, maxLength...),
 * and so does `ref` (React 19), so `{...register('phone')}` from react-hook-form works as is.
 */
export function Field({ label, error, hint, prefix, id, className, 'aria-describedby': describedBy, ...rest }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { hasError, describedBy: describe } = fieldDescription(inputId, hint, error, describedBy);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={hasError ? `${styles.control} ${styles.invalid}` : styles.control}>
        {prefix != null && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...rest}
          id={inputId}
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={describe}
        />
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
