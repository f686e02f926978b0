import { useTranslation } from 'react-i18next';
import type { IdentityData } from '@/features/onboarding/api';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { useConfig } from '@/stores/config';
import { formatDate, maskIin } from '@/utils/format';
import styles from './PhotoSlot.module.css';

/**
 * What the server read from the ID front. Shown read-only: once recognised, the identity is locked and
 * the borrower cannot type over it (spec section 3).
 */
/** Recognised fields; a side that carries none (the back) has nulls. */
type Shown = { [K in keyof IdentityData]: IdentityData[K] | null };

export function PhotoRecognised({ identity }: { identity: Shown }) {
  const { t } = useTranslation('onboarding');
  const tag = useIntlTag();
  // Config flag IDcodeShow (docs/decisions.md): '0' shows the recognised IIN masked.
  const showIin = useConfig((c) => c.config.IDcodeShow !== '0');
  const rows: [string, string | null][] = [
    [t('identity.form.iin'), showIin ? identity.iin : maskIin(identity.iin)],
    [t('identity.form.surname'), identity.surname],
    [t('identity.form.name'), identity.name],
    [t('identity.form.patronymic'), identity.patronymic],
    [t('identity.form.birthDate'), identity.birthDate ? formatDate(identity.birthDate, tag) : null],
  ];
  return (
    <section className="card form-stack" aria-label={t('identity.recognised')}>
      <p className="muted">{t('identity.recognised')}</p>
      <dl className={styles.recognised}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
