import type { ReactNode, Ref } from 'react';
import { Field } from '@/shared/ui/Field';
import { formatNational, nationalDigits } from '@/utils/phone';
import styles from './Field.module.css';

export interface PhoneFieldProps {
  label: ReactNode;
  /** The national digits ('7011234567'); shown grouped as typed, after a fixed +7. */
  value: string;
  onChange: (national: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: ReactNode;
  /** 'tel' for the borrower's own number (autofill); 'off' for other people's. */
  autoComplete: 'tel' | 'off';
}

/**
 * A Kazakh mobile number: the phone keyboard, +7 drawn before the field, digits grouped as typed, and a
 * pasted '+7 701…', '8 701…' or '7701…' normalised to the 10 national digits.
 */
export function PhoneField({ label, value, onChange, onBlur, name, ref, error, autoComplete }: PhoneFieldProps) {
  return (
    <Field
      className={styles.phone}
      label={label}
      prefix="+7"
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder="701 123 45 67"
      name={name}
      ref={ref}
      value={formatNational(nationalDigits(value))}
      onChange={(e) => onChange(nationalDigits(e.target.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}
