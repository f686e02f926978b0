import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** May contain a link (privacy policy); the whole row is the tap target. */
  label: ReactNode;
  error?: ReactNode;
}

/** Native checkbox in a 44px-high label row; works with react-hook-form `register`. */
export function Checkbox({ label, error, id, className, 'aria-describedby': describedBy, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describe = [describedBy, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <label htmlFor={inputId} className={styles.label}>
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={describe || undefined}
        />
        <span className={styles.text}>{label}</span>
      </label>
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
