import { useTranslation } from 'react-i18next';
import type { Bank } from '@/features/bank-card/api';
import { banksKaspiFirst, isKaspi } from '@/features/bank-card/queries';
import { CheckIcon } from '@/shared/ui/Icons';
import styles from './bankCard.module.css';

interface Props {
  banks: readonly Bank[];
  /** The bank chosen now (marked). */
  current?: string;
  /** Accessible name of the list. */
  label: string;
  onChoose: (code: string) => void;
}

/** The banks, Kaspi first with the spec's advice (a Kaspi card gets the money faster); rows of 56 px. */
export function BankChoices({ banks, current, label, onChoose }: Props) {
  const { t } = useTranslation('bankCard');
  return (
    <ul className={styles.banks} aria-label={label}>
      {banksKaspiFirst(banks).map((b) => {
        const kaspi = isKaspi(b);
        const chosen = b.code === current;
        const body = (
          <>
            <span className={styles.bankMark} aria-hidden="true">
              {b.name.charAt(0)}
            </span>
            <span className={styles.bankText}>
              <span className={styles.bankName}>
                <span>{b.name}</span>
                {kaspi && <span className={styles.badge}>{t('banks.recommended')}</span>}
              </span>
              {kaspi && <span className={styles.advice}>{t('banks.kaspiAdvice')}</span>}
            </span>
            {chosen && <CheckIcon className={styles.check} />}
          </>
        );
        return (
          <li key={b.code}>
            <button type="button" className={styles.bank} aria-current={chosen || undefined} data-autofocus={chosen ? '' : undefined} onClick={() => onChoose(b.code)}>
              {body}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
