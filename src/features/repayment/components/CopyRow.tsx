import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/clipboard';
import { showToast } from '@/shared/ui/toastStore';
import styles from './CopyRow.module.css';

/**
 * One value to copy (an IBAN, a BIN, the payment purpose, an account number): its label, the value in
 * full (selectable, never cut), and a button named for what it copies. The result is announced and
 * shown on the button for a moment. `shown` is how the value reads when it differs from what is copied
 * (an amount grouped «30 045 ₸» on screen, copied as the digits a bank app's amount field takes).
 */
export function CopyRow({ label, value, shown }: { label: string; value: string; shown?: string }) {
  const { t } = useTranslation('repayment');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(id);
  }, [state]);
  const copy = async () => {
    const ok = await copyText(value);
    setState(ok ? 'copied' : 'failed');
    showToast(ok ? t('copy.copied', { what: label }) : t('copy.failed'));
  };
  return (
    <div className={styles.row}>
      <dt className="muted">{label}</dt>
      <dd className={styles.value}>{shown ?? value}</dd>
      <dd className={styles.action}>
        <button type="button" className={styles.button} onClick={() => void copy()} aria-label={t('copy.action', { what: label })}>
          {state === 'copied' ? t('copy.done') : t('copy.short')}
        </button>
      </dd>
    </div>
  );
}
