import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '@/features/account/queries';
import type { UserInfoResponse } from '@/features/account/api';
import styles from '@/features/account/components/account.module.css';
import { Skeleton } from '@/shared/ui/Skeleton';
import { QueryView } from '@/shared/ui/QueryView';
import { maskPhone } from '@/utils/phone';
import { formatDate, maskCard, maskIin } from '@/utils/format';
import { existingKey } from '@/lib/i18n';

/** 'Мой профайл': what the server holds about the borrower; recognised identity data is locked. */
export default function MaterialPage() {
  const { t } = useTranslation('account');
  const query = useQuery(userInfoQuery());
  return (
    <QueryView query={query} loading={<Skeleton lines={8} />} failed={t('profile.loadFailed')}>
      {(info) => <Profile info={info} />}
    </QueryView>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('account');
  return (
    <>
      <dt>{label}</dt>
      <dd>{value && value.trim() ? value : <span className="muted">{t('profile.notFilled')}</span>}</dd>
    </>
  );
}

function Profile({ info }: { info: UserInfoResponse }) {
  const { t, i18n } = useTranslation('account');
  // The server's id of a choice; one this app has no text for is shown as it came, not as a key.
  const opt = (group: 'income' | 'education' | 'employment' | 'purpose' | 'relation', id: string | null) => {
    const key = id ? existingKey('options', group, id) : null;
    return key ? t(key, { ns: 'options' }) : id;
  };
  const fullName = [info.surname, info.name, info.patronymic].filter(Boolean).join(' ');
  return (
    <>
      <section className={styles.section} aria-labelledby="p-identity">
        <h2 id="p-identity">
          {t('profile.identity')}
          {info.identityLocked && <span className={styles.locked}>{t('profile.locked')}</span>}
        </h2>
        {info.identityLocked && <p className="muted">{t('profile.lockedHint')}</p>}
        <dl className={styles.dl}>
          <Row label={t('profile.fullName')} value={fullName} />
          <Row label={t('profile.iin')} value={maskIin(info.iin)} />
          <Row label={t('profile.birthDate')} value={info.birthDate ? formatDate(info.birthDate, i18n.language) : null} />
          <Row label={t('profile.phone')} value={maskPhone(info.phone)} />
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="p-work">
        <h2 id="p-work">{t('profile.work')}</h2>
        <dl className={styles.dl}>
          <Row label={t('profile.income')} value={opt('income', info.monthIncome)} />
          <Row label={t('profile.education')} value={opt('education', info.education)} />
          <Row label={t('profile.employment')} value={opt('employment', info.employment)} />
          <Row label={t('profile.purpose')} value={opt('purpose', info.loanPurpose)} />
          <Row label={t('profile.email')} value={info.email} />
          <Row
            label={t('profile.address')}
            value={info.address ? [info.address.region, info.address.city, info.address.street, info.address.detail].filter(Boolean).join(', ') : null}
          />
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="p-contacts">
        <h2 id="p-contacts">{t('profile.contacts')}</h2>
        {info.contacts.length === 0 ? (
          <p className="muted">{t('profile.notFilled')}</p>
        ) : (
          <dl className={styles.dl}>
            {info.contacts.map((c, i) => (
              <Row
                key={i}
                label={`${i + 1}. ${opt('relation', c.relation)}`}
                value={`${c.name}, ${maskPhone(c.phone)}`}
              />
            ))}
          </dl>
        )}
      </section>

      <section className={styles.section} aria-labelledby="p-card">
        <h2 id="p-card">{t('profile.card')}</h2>
        {info.card ? (
          <dl className={styles.dl}>
            <Row label={t('profile.bank')} value={info.card.bankName} />
            <Row label={t('profile.cardNumber')} value={`${info.card.brand === 'visa' ? 'Visa' : 'Mastercard'} ${maskCard(info.card.last4)}`} />
            <Row label={t('profile.holder')} value={info.card.holder} />
          </dl>
        ) : (
          <p className="muted">{t('profile.noCard')}</p>
        )}
      </section>
    </>
  );
}
