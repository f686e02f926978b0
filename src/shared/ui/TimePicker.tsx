import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { Button } from '@/shared/ui/Button';
import { PickerField } from '@/shared/ui/PickerField';
import styles from './DatePicker.module.css';

export interface TimePickerProps {
  label: ReactNode;
  /** 'HH:MM' from 00:00 to 23:59 (spec), or empty for none. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** Minutes offered: every 1 (default), 5, 15... */
  minuteStep?: number;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function parseTime(s: string | null | undefined): { h: number; m: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(s ?? '');
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h <= 23 && m <= 59 ? { h, m } : null;
}

/** Time field opening a sheet with hour and minute selects. */
export function TimePicker({
  label,
  value,
  onChange,
  minuteStep = 1,
  placeholder,
  error,
  hint,
  disabled,
  id,
  onBlur,
}: TimePickerProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const fieldId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const current = parseTime(value);
  const [draft, setDraft] = useState(() => current ?? { h: 0, m: 0 });
  const step = Math.min(59, Math.max(1, Math.floor(minuteStep)));
  const minutes = Array.from({ length: Math.ceil(60 / step) }, (_, i) => i * step);
  if (!minutes.includes(draft.m)) minutes.push(draft.m);
  minutes.sort((a, b) => a - b);

  const close = () => {
    setOpen(false);
    onBlur?.();
  };

  return (
    <>
      <PickerField
        id={fieldId}
        label={label}
        valueText={current ? `${pad(current.h)}:${pad(current.m)}` : null}
        placeholder={placeholder ?? t('time.placeholder')}
        error={error}
        hint={hint}
        disabled={disabled}
        expanded={open}
        onOpen={() => {
          setDraft(current ?? { h: 0, m: 0 });
          setOpen(true);
        }}
      />
      <BottomSheet open={open} onClose={close} title={label}>
        <div className={`${styles.row} ${styles.two}`}>
          <label className={styles.part}>
            <span className={styles.partLabel}>{t('time.hours')}</span>
            <select
              className={styles.select}
              value={draft.h}
              onChange={(e) => setDraft((d) => ({ ...d, h: Number(e.target.value) }))}
              data-autofocus=""
            >
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {pad(h)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.part}>
            <span className={styles.partLabel}>{t('time.minutes')}</span>
            <select
              className={styles.select}
              value={draft.m}
              onChange={(e) => setDraft((d) => ({ ...d, m: Number(e.target.value) }))}
            >
              {minutes.map((m) => (
                <option key={m} value={m}>
                  {pad(m)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Button
          fullWidth
          onClick={() => {
            onChange(`${pad(draft.h)}:${pad(draft.m)}`);
            close();
          }}
        >
          {t('done')}
        </Button>
      </BottomSheet>
    </>
  );
}
