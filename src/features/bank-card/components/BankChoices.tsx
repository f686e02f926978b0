import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Bank } from '@/features/bank-card/api';
import { banksKaspiFirst, isKaspi } from '@/features/bank-card/queries';
import { CheckIcon } from '@/shared/ui/Icons';
import styles from './bankCard.module.css';

type Props = {
  banks: readonly Bank[];
  /** The bank chosen now (marked). */
  current?: string;
  /** Accessible name of the list. */
  label: string;
} & ({ hrefFor: (code: string) => string; onChoose?: never } | { onChoose: (code: string) => void; hrefFor?: never });

/** The banks, Kaspi first with the spec's advice (a Kaspi card gets the money faster); rows of 56 px. */
export function BankChoices({ banks, current, label, hrefFor, onChoose }: Props) {
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
            {hrefFor ? (
              <Link className={styles.bank} to={hrefFor(b.code)} aria-current={chosen || undefined}>
                {body}
              </Link>
            ) : (
              <button type="button" className={styles.bank} aria-current={chosen || undefined} data-autofocus={chosen ? '' : undefined} onClick={() => onChoose(b.code)}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
