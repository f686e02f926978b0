import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardForm } from '@/features/bank-card/cardForm';
import { useCloseDialog } from '@/features/bank-card/flow';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { Button } from '@/shared/ui/Button';
import { monthNames } from '@/shared/ui/dateParts';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { expiryChoices, expiryProblem, formatExpiry, kzMonth, parseExpiry, type Expiry } from '@/utils/expiry';
import styles from '../components/bankCard.module.css';

/**
 * `bank-time`: the card's expiry. Shows where it is printed and, over the card form, lets the borrower
 * pick the month and year: only months from this one on are offered, so a past date cannot be picked.
 * Opened by itself it explains only.
 */
export default function BankTimeDialog() {
  const { t } = useTranslation('bankCard');
  const tag = useIntlTag();
  const form = useCardForm((s) => s.form);
  const back = useCloseDialog(form !== null);
  const ids = useId();
  const { years, firstMonth } = useMemo(() => expiryChoices(), []);
  const months = useMemo(() => monthNames(tag), [tag]);
  const [picked, setPicked] = useState<Expiry>(() => {
    const typed = form?.current().expiry ?? '';
    const e = parseExpiry(typed);
    return e && expiryProblem(typed) === null ? e : kzMonth();
  });
  const set = (patch: Partial<Expiry>) =>
    setPicked((p) => {
      const next = { ...p, ...patch };
      return { ...next, month: Math.max(next.month, firstMonth(next.year)) };
    });
  const monthOptions = Array.from({ length: 12 - firstMonth(picked.year) + 1 }, (_, i) => firstMonth(picked.year) + i);

  return (
    <BottomSheet open onClose={back} title={t('title.dialogs.bank-time', { ns: 'pages' })}>
      <div className={styles.where} aria-hidden="true">
        <span className={styles.whereNumber}>0000 0000 0000 0000</span>
        <span className={styles.whereDate}>{t('fields.expiryPlaceholder')}</span>
      </div>
      <p>{t('time.where')}</p>
      {form ? (
        <>
          <div className={styles.row}>
            <label className={styles.part} htmlFor={`${ids}-m`}>
              <span className={styles.partLabel}>{t('time.month')}</span>
              <select id={`${ids}-m`} className={styles.select} value={picked.month} onChange={(e) => set({ month: Number(e.target.value) })} data-autofocus="">
                {monthOptions.map((m) => (
                  <option key={m} value={m}>
                    {`${String(m).padStart(2, '0')} — ${months[m - 1]}`}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.part} htmlFor={`${ids}-y`}>
              <span className={styles.partLabel}>{t('time.year')}</span>
              <select id={`${ids}-y`} className={styles.select} value={picked.year} onChange={(e) => set({ year: Number(e.target.value) })}>
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
              form.chooseExpiry(formatExpiry(picked));
              back();
            }}
          >
            {t('time.done')}
          </Button>
        </>
      ) : (
        <Button fullWidth onClick={back}>
          {t('time.ok')}
        </Button>
      )}
    </BottomSheet>
  );
}
