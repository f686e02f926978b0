import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { Button } from '@/shared/ui/Button';
import { PickerField } from '@/shared/ui/PickerField';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import {
  clampDate,
  daysInMonth,
  defaultRange,
  displayDate,
  formatDate,
  monthNames,
  parseDate,
  todayParts,
  type DateParts,
} from '@/shared/ui/dateParts';
import styles from './DatePicker.module.css';

export interface DatePickerProps {
  label: ReactNode;
  /** 'YYYY-MM-DD', or empty for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** 'YYYY-MM-DD'; default 1 January, 150 years before the current year (spec). */
  min?: string;
  /** 'YYYY-MM-DD'; default 31 December, 150 years after the current year (spec). */
  max?: string;
  /** Where the wheels start when there is no value (e.g. '1990-01-01' for a birth date); default today. */
  initial?: string;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
  /** The button that opens the sheet (React 19: a plain prop). Pass Controller's field.ref so react-hook-form focuses an empty date on submit. */
  ref?: Ref<HTMLButtonElement>;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** Date field opening a sheet with day / month / year selects; month names follow the app language. */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  initial,
  placeholder,
  error,
  hint,
  disabled,
  id,
  onBlur,
  ref,
}: DatePickerProps) {
  const { t } = useTranslation('ui');
  const tag = useIntlTag();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [open, setOpen] = useState(false);

  const bounds = useMemo(() => {
    const def = defaultRange();
    return { min: parseDate(min) ?? def.min, max: parseDate(max) ?? def.max };
  }, [min, max]);
  const current = parseDate(value);
  const [draft, setDraft] = useState<DateParts>(() => current ?? todayParts());
  const months = useMemo(() => monthNames(tag), [tag]);

  const openSheet = () => {
    setDraft(clampDate(current ?? parseDate(initial) ?? todayParts(), bounds.min, bounds.max));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  const set = (patch: Partial<DateParts>) => setDraft((d) => clampDate({ ...d, ...patch }, bounds.min, bounds.max));

  const { min: lo, max: hi } = bounds;
  const years = range(lo.y, hi.y);
  const monthFrom = draft.y === lo.y ? lo.m : 1;
  const monthTo = draft.y === hi.y ? hi.m : 12;
  const dayFrom = draft.y === lo.y && draft.m === lo.m ? lo.d : 1;
  const dayTo = draft.y === hi.y && draft.m === hi.m ? hi.d : daysInMonth(draft.y, draft.m);

  return (
    <>
      <PickerField
        ref={ref}
        id={fieldId}
        label={label}
        valueText={current ? displayDate(current) : null}
        placeholder={placeholder ?? t('date.placeholder')}
        error={error}
        hint={hint}
        disabled={disabled}
        expanded={open}
        onOpen={openSheet}
      />
      <BottomSheet open={open} onClose={close} title={label}>
        <div className={styles.row}>
          <label className={styles.part}>
            <span className={styles.partLabel}>{t('date.day')}</span>
            <select
              className={styles.select}
              value={draft.d}
              onChange={(e) => set({ d: Number(e.target.value) })}
              data-autofocus=""
            >
              {range(dayFrom, dayTo).map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.part}>
            <span className={styles.partLabel}>{t('date.month')}</span>
            <select className={styles.select} value={draft.m} onChange={(e) => set({ m: Number(e.target.value) })}>
              {range(monthFrom, monthTo).map((m) => (
                <option key={m} value={m}>
                  {months[m - 1]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.part}>
            <span className={styles.partLabel}>{t('date.year')}</span>
            <select className={styles.select} value={draft.y} onChange={(e) => set({ y: Number(e.target.value) })}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Button
          fullWidth
          onClick={() => {
            onChange(formatDate(draft));
            close();
          }}
        >
          {t('done')}
        </Button>
      </BottomSheet>
    </>
  );
}
