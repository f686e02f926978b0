import type { ReactNode, Ref } from 'react';
import { ChevronDownIcon } from '@/shared/ui/Icons';
import { FieldMessages, fieldDescription } from '@/shared/ui/FieldMessages';
import styles from './PickerField.module.css';

export interface PickerFieldProps {
  id: string;
  label: ReactNode;
  /** The chosen value as text, or null for the placeholder. */
  valueText: string | null;
  placeholder: string;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  expanded: boolean;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The closed state of Select, DatePicker and TimePicker: a labelled button that shows the value and
 * opens a sheet. Its accessible name is "label, value" (aria-labelledby both), so a screen reader
 * hears what is chosen; hint and error are its description.
 */
export function PickerField({ id, label, valueText, placeholder, error, hint, disabled, expanded, onOpen, ref }: PickerFieldProps) {
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const { hasError, describedBy } = fieldDescription(id, hint, error);
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={ref}
        id={id}
        type="button"
        className={hasError ? `${styles.trigger} ${styles.invalid}` : styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={onOpen}
      >
        <span id={valueId} className={valueText != null ? styles.value : styles.placeholder}>
          {valueText ?? placeholder}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
