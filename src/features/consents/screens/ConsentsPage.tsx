import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Consent } from '@/features/consents/api';
import { consentKeys, consentsQuery, useSetMarketing } from '@/features/consents/queries';
import { paths } from '@/config/paths';
import { useOpenDialog } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { adIdsAllowed } from '@/stores/marketingConsent';
import { onMarketingConsentChange, setMarketingConsent } from '@/stores/marketingConsentChange';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';
import styles from '@/features/consents/components/consents.module.css';

/**
 * «Согласия» (settings): each consent the borrower gave, when and how it was signed, its text with what
 * the law asks it to name. Marketing can be withdrawn and given again here; a required one cannot be
 * withdrawn by itself: the page says it ends the service and leads to the account's deletion.
 */
export default function ConsentsPage() {
  const { t } = useTranslation('consents');
  const queryClient = useQueryClient();
  const list = useQuery(consentsQuery());

  // A change made in another tab: this list redraws from the server.
  useEffect(
    () => onMarketingConsentChange(() => void queryClient.invalidateQueries({ queryKey: consentKeys.list() })),
    [queryClient],
  );

  // The server's word closes the gate of a browser that did not know (withdrawn elsewhere, or never given);
  // it never opens one: only the borrower's own «Дать согласие» or sign-in tick does.
  const marketing = list.data?.consents.find((c) => c.kind === 'marketing');
  useEffect(() => {
    if (marketing && marketing.status !== 'given' && adIdsAllowed()) setMarketingConsent('withdrawn');
  }, [marketing]);

  return (
    <>
      <p className={`muted ${styles.lead}`}>{t('lead')}</p>
      <QueryView query={list} loading={<Skeleton lines={3} blocks={4} />} failed={t('loadFailed')}>
        {(data) => (
          <ul className={styles.list}>
            {data.consents.map((c) => (
              <li key={c.id}>
                <ConsentCard consent={c} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

function useDate() {
  const { i18n } = useTranslation();
  return (ms: number) => formatDate(kzDay(ms), i18n.language);
}

function ConsentCard({ consent: c }: { consent: Consent }) {
  const { t } = useTranslation('consents');
  const date = useDate();
  const headingId = `consent-${c.id}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>{c.title}</h2>
        <span className={c.required ? `${styles.badge} ${styles.required}` : styles.badge}>{c.required ? t('required') : t('optional')}</span>
      </div>
      <ul className={styles.facts}>
        {c.status === 'given' && c.givenAt !== null && <li>{t('status.given', { date: date(c.givenAt) })}</li>}
        {c.status === 'withdrawn' && c.withdrawnAt !== null && <li className={styles.withdrawn}>{t('status.withdrawn', { date: date(c.withdrawnAt) })}</li>}
        {c.status === 'not_given' && <li className="muted">{c.required ? t('status.notGivenRequired') : t('status.notGiven')}</li>}
        {c.status === 'given' && c.signedWith && <li className="muted">{t('signedWith', { tail: c.signedWith.phoneTail })}</li>}
        <li className="muted">{t('version', { version: c.version })}</li>
      </ul>
      <ConsentText consent={c} />
      {c.kind === 'marketing' ? <MarketingActions consent={c} /> : c.required && c.status === 'given' ? <RequiredWithdraw title={c.title} /> : null}
    </section>
  );
}

function ConsentText({ consent: c }: { consent: Consent }) {
  const { t } = useTranslation('consents');
  const { terms } = c;
  return (
    <details className={styles.text}>
      <summary>{t('showText')}</summary>
      <dl className={styles.dl}>
        <dt>{t('terms.operator')}</dt>
        <dd>{terms.operator}</dd>
        <dt>{t('terms.bin')}</dt>
        <dd>{terms.bin}</dd>
        <dt>{t('terms.purpose')}</dt>
        <dd>{terms.purpose}</dd>
        <dt>{t('terms.data')}</dt>
        <dd>
          <ul>
            {terms.data.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('terms.thirdParties')}</dt>
        <dd>
          <ul>
            {terms.thirdParties.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('terms.crossBorder')}</dt>
        <dd>{terms.crossBorder}</dd>
        <dt>{t('terms.term')}</dt>
        <dd>{terms.term}</dd>
      </dl>
      <div className={styles.full}>
        <h3>{t('fullText')}</h3>
        {c.text.split(/\n\s*\n/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
    </details>
  );
}

function MarketingActions({ consent: c }: { consent: Consent }) {
  const { t } = useTranslation('consents');
  const change = useSetMarketing();
  const [done, setDone] = useState<'given' | 'withdrawn' | null>(null);
  const given = c.status === 'given';
  const run = (next: boolean) => {
    setDone(null);
    change
      .submit({ given: next })
      .then(() => setDone(next ? 'given' : 'withdrawn'))
      .catch(() => {
        /* said below from change.error */
      });
  };
  return (
    <>
      <p className="muted">{t('marketing.about')}</p>
      <div className={styles.actions}>
        {given ? (
          <Button variant="secondary" loading={change.isPending} onClick={() => run(false)}>
            {t('marketing.withdraw')}
          </Button>
        ) : (
          <Button variant="primary" loading={change.isPending} onClick={() => run(true)}>
            {t('marketing.give')}
          </Button>
        )}
      </div>
      <p className={styles.note} role="status">
        {done === 'withdrawn' ? t('marketing.withdrawn') : done === 'given' ? t('marketing.given') : ''}
      </p>
      {change.error != null && (
        <p className="form-error" role="alert">
          {t('saveFailed')}
        </p>
      )}
    </>
  );
}

/** Withdrawing a required consent is not a call of its own: it is the end of the service, i.e. deletion. */
function RequiredWithdraw({ title }: { title: string }) {
  const { t } = useTranslation('consents');
  const openDialog = useOpenDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('requiredWithdraw.button')}
        </Button>
      </div>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          title={t('requiredWithdraw.title')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('requiredWithdraw.keep')}
              </Button>
              <Button variant="primary" className="button-danger" onClick={() => openDialog(paths.dialogs.delete)}>
                {t('requiredWithdraw.delete')}
              </Button>
            </>
          }
        >
          <p>
            <strong>{title}</strong>
          </p>
          <p>{t('requiredWithdraw.text')}</p>
        </Dialog>
      )}
    </>
  );
}
