import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { CheckIcon } from '@/shared/ui/Icons';
import { PickerField } from '@/shared/ui/PickerField';
import styles from './Select.module.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string = string> {
  label: ReactNode;
  options: readonly SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Sheet heading; defaults to the label. */
  sheetTitle?: ReactNode;
  /** Called when the sheet closes (react-hook-form Controller's field.onBlur marks it touched). */
  onBlur?: () => void;
  /** The button that opens the sheet (React 19: a plain prop). Pass Controller's field.ref so react-hook-form focuses an empty choice on submit. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Picker: a button that opens a BottomSheet with the options as an ARIA listbox.
 *
 * Why not a native <select>: the profile's options are long sentences (education, employment, loan
 * purpose, income bands) that the iOS wheel and some Android in-app browsers (TikTok, Instagram) cut
 * to one line; a sheet shows them whole, in large 44px rows, and looks the same as the date and time
 * pickers. Accessibility is kept by the listbox pattern: options are read with their selected state,
 * focus starts on the chosen option, arrows, Home/End move, Enter/Space choose, Escape closes and
 * focus returns to the button. DatePicker and TimePicker use native selects inside their sheet,
 * where the values are short.
 */
export function Select<V extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  disabled,
  id,
  sheetTitle,
  onBlur,
  ref,
}: SelectProps<V>) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(0);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  const openSheet = () => {
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  const choose = (v: V) => {
    onChange(v);
    close();
  };
  const focusOption = (i: number) => {
    const n = options.length;
    if (n === 0) return;
    const next = (i + n) % n;
    setActive(next);
    listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, i: number, v: V) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusOption(i + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusOption(i - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusOption(0);
        break;
      case 'End':
        e.preventDefault();
        focusOption(options.length - 1);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        choose(v);
        break;
    }
  };

  return (
    <>
      <PickerField
        ref={ref}
        id={fieldId}
        label={label}
        valueText={selected?.label ?? null}
        placeholder={placeholder ?? t('select.placeholder')}
        error={error}
        hint={hint}
        disabled={disabled}
        expanded={open}
        onOpen={openSheet}
      />
      <BottomSheet open={open} onClose={close} title={sheetTitle ?? label}>
        <ul ref={listRef} role="listbox" aria-labelledby={`${fieldId}-label`} className={styles.list}>
          {options.map((o, i) => {
            const isSelected = i === selectedIndex;
            return (
              <li
                key={o.value}
                role="option"
                aria-selected={isSelected}
                tabIndex={i === active ? 0 : -1}
                data-autofocus={i === active ? '' : undefined}
                className={styles.option}
                onClick={() => choose(o.value)}
                onKeyDown={(e) => onKeyDown(e, i, o.value)}
                onFocus={() => setActive(i)}
              >
                <span>{o.label}</span>
                {isSelected && <CheckIcon className={styles.check} />}
              </li>
            );
          })}
        </ul>
      </BottomSheet>
    </>
  );
}
