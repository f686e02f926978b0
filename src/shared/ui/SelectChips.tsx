import { useId, type ReactNode, type Ref } from 'react';
import type { SelectOption } from '@/shared/ui/Select';
import { fieldDescription } from '@/shared/ui/FieldMessages';
import styles from './SelectChips.module.css';
import field from './Field.module.css';

export interface SelectChipsProps<V extends string = string> {
  label: ReactNode;
  options: readonly SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shown right under the chips; the group is marked invalid and reads it. */
  error?: ReactNode;
  /** Under the label, above the chips (a short explanation or a link to one). */
  hint?: ReactNode;
  /** Radio names must be unique on the page (three contacts each have a relationship). */
  name: string;
  onBlur?: () => void;
  /** The first chip (React 19: a plain prop): react-hook-form focuses it when nothing is chosen on submit. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A short list of choices as chips: one tap chooses (Select's sheet takes two). Native radio buttons in a
 * labelled group, so the keyboard, a screen reader and autofill-free phones behave as with any radio
 * group (arrows move and choose, Tab leaves the group); the chip is the radio's label, at least 44 px tall,
 * wrapping whole words. For lists longer than about eight, or of long sentences, Select's sheet.
 */
export function SelectChips<V extends string = string>({ label, options, value, onChange, error, hint, name, onBlur, ref }: SelectChipsProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const { hintId, errorId, hasError, describedBy } = fieldDescription(id, hint, error);
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-describedby={describedBy} aria-invalid={hasError || undefined} className={field.field}>
      <span id={labelId} className={field.label}>
        {label}
      </span>
      {hint != null && (
        <div id={hintId} className={field.hint}>
          {hint}
        </div>
      )}
      <div className={styles.chips}>
        {options.map((o, i) => (
          <label key={o.value} className={styles.chip}>
            <input
              ref={i === 0 ? ref : undefined}
              className={styles.radio}
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              onBlur={onBlur}
            />
            <span className={hasError ? `${styles.face} ${styles.invalid}` : styles.face}>{o.label}</span>
          </label>
        ))}
      </div>
      {hasError && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
    </div>
  );
}
