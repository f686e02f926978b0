import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoanPayment, LoanSplit, OrderDetailResponse, TimelineEvent } from '@/features/repayment/api';
import { CertificateActions } from '@/features/repayment/components/CertificateActions';
import { listLabel } from '@/features/repayment/loanView';
import { companyQuery, LOAN_PAGE_MESSAGES, repayChannelsQuery, repayQuoteQuery } from '@/features/repayment/queries';
import { errorText } from '@/shared/errorText';
import { isLegalRefusal } from '@/shared/api/order';
import { LegalRefusal } from '@/shared/refusal/RefusalReason';
import { webviewState } from '@/shared/navigation/webview';
import { DatePicker } from '@/shared/ui/DatePicker';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';
import { displayPhone, mailtoHref, telHref } from '@/utils/phone';
import rows from './LoanRows.module.css';
import styles from './LoanSections.module.css';

/** A card with its own heading, named by it. */
function Section({ title, tone, children }: { title: ReactNode; tone?: 'alert'; children: ReactNode }) {
  const id = useId();
  return (
    <section className={tone === 'alert' ? `card form-stack ${styles.alert}` : 'card form-stack'} aria-labelledby={id}>
      <h2 id={id} className="form-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value rows; `total` draws the last as the sum of the ones above. */
function Rows({ items, total }: { items: readonly (readonly [ReactNode, ReactNode])[]; total?: readonly [ReactNode, ReactNode] }) {
  return (
    <dl className={rows.rows}>
      {items.map(([label, value], i) => (
        <div key={i} className={rows.row}>
          <dt className="muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {total && (
        <div className={`${rows.row} ${rows.total}`}>
          <dt>{total[0]}</dt>
          <dd>{total[1]}</dd>
        </div>
      )}
    </dl>
  );
}

function useFormat() {
  const tag = useIntlTag();
  return { money: (v: number) => formatTenge(v, tag), date: (day: string) => formatDate(day, tag) };
}

/** Debt by part, in the order a payment goes to them, and the total. */
function SplitRows({ split, total }: { split: LoanSplit; total: ReactNode }) {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  return (
    <Rows
      items={[
        [t('today.principal'), f.money(split.principal)],
        [t('today.reward'), f.money(split.reward)],
        [t('today.penalty'), f.money(split.penalty)],
      ]}
      total={[total, f.money(split.total)]}
    />
  );
}

/** The loan at a glance: its number and status, the amount, the term, the due date, the card, the contract. */
export function SummarySection({ data }: { data: OrderDetailResponse }) {
  const { t } = useTranslation('loanPage');
  const { t: tr } = useTranslation('repayment');
  const f = useFormat();
  const { order } = data;
  const items: [ReactNode, ReactNode][] = [
    [t('summary.amount'), f.money(order.amount)],
    [t('summary.term'), t('summary.days', { count: order.days })],
  ];
  if (order.dueDate && order.status !== 'repaid') items.push([t('summary.dueDate'), f.date(order.dueDate)]);
  if (order.card) items.push([t('summary.card'), t('summary.cardValue', { bank: order.card.bankName, last4: order.card.last4 })]);
  items.push([t('summary.contract'), data.contractNo]);
  return (
    <Section title={t('heading', { orderNo: order.orderNo })}>
      <p className={styles.status}>{tr(`status.${order.status === 'overdue' ? 'overdue' : listLabel(order.status)}`)}</p>
      <Rows items={items} />
    </Section>
  );
}

/** Overdue: the days late, the penalty of this delay, what a day adds, the day it stops; and how to reach us. */
export function OverdueSection({ overdue }: { overdue: NonNullable<OrderDetailResponse['overdue']> }) {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  return (
    <Section title={t('overdue.title')} tone="alert">
      <p className="form-error">{t('overdue.days', { count: overdue.days })}</p>
      <Rows items={[[t('overdue.penaltySoFar'), f.money(overdue.penaltySoFar)]]} />
      {overdue.penaltyPerDay > 0 && <p>{t('overdue.perDay', { amount: f.money(overdue.penaltyPerDay) })}</p>}
      {overdue.penaltyStopsOn && overdue.penaltyPerDay > 0 ? (
        <p>{t('overdue.stopsOn', { date: f.date(overdue.penaltyStopsOn) })}</p>
      ) : (
        <p>{t('overdue.stopped')}</p>
      )}
      <Contact />
    </Section>
  );
}

/** The company's phone from the server (a tap calls it) and the feedback form. */
function Contact() {
  const { t } = useTranslation('loanPage');
  const company = useQuery(companyQuery());
  const phone = company.data ? displayPhone(company.data.phone) : '';
  const call = company.data ? telHref(company.data.phone) : undefined;
  return (
    <div className="form-stack">
      <h3 className={styles.subheading}>{t('contact.title')}</h3>
      <p>{t('contact.text')}</p>
      {phone && call ? (
        <a className="link-button" href={call}>
          {t('contact.call', { phone })}
        </a>
      ) : company.isPending ? (
        <Skeleton lines={1} />
      ) : null}
      <Link className="link-button link-button--secondary" to={paths.personal.feedback}>
        {t('contact.write')}
      </Link>
    </div>
  );
}

/** What is owed today, by part. */
export function TodaySection({ today }: { today: LoanSplit }) {
  const { t } = useTranslation('loanPage');
  return (
    <Section title={t('today.title')}>
      <SplitRows split={today} total={t('today.total')} />
      <p className="muted">{t('today.order')}</p>
    </Section>
  );
}

/** A day the borrower picks, from today to the due date: what it will owe if nothing more is paid (the server's quote). */
export function QuoteSection({ orderNo, range }: { orderNo: string; range: { from: string; to: string } }) {
  const { t } = useTranslation('loanPage');
  // Starts at the due date: what the borrower owes then is shown without a tap; any earlier day is a pick away.
  const [day, setDay] = useState<string | null>(range.to);
  const quote = useQuery({ ...repayQuoteQuery(orderNo, day ?? ''), enabled: day !== null });
  return (
    <Section title={t('quote.title')}>
      <p className="muted">{t('quote.text')}</p>
      <DatePicker label={t('quote.date')} value={day} onChange={setDay} min={range.from} max={range.to} initial={range.to} />
      {day !== null && (
        <div aria-live="polite">
          {quote.data ? (
            <SplitRows split={quote.data} total={t('quote.total')} />
          ) : quote.isError ? (
            <ErrorState message={t('quote.failed')} error={quote.error} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />
          ) : (
            <p className="muted">{t('quote.loading')}</p>
          )}
        </div>
      )}
    </Section>
  );
}

/** Where a loan that owes nothing stands: repaid (and what was paid), a failed payout, or still on its way. */
export function StandingSection({ data }: { data: OrderDetailResponse }) {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  const { order } = data;
  if (order.status === 'repaid') {
    const repaidAt = order.repaidAt ? Date.parse(order.repaidAt) : NaN;
    return (
      <Section title={t('repaid.title')}>
        {Number.isFinite(repaidAt) && <p>{t('repaid.text', { date: f.date(kzDay(repaidAt)) })}</p>}
        <SplitRows split={data.paid} total={t('repaid.paid')} />
      </Section>
    );
  }
  if (order.status === 'failed') {
    return (
      <Section title={t('failed.title')} tone="alert">
        <p>{t('failed.text')}</p>
        <Link className="link-button" to={withQuery(paths.bankInfo.bankSelect, { orderNo: order.orderNo, redirect: withQuery(paths.loan.detail, { orderNo: order.orderNo }) })}>
          {t('failed.changeCard')}
        </Link>
      </Section>
    );
  }
  if (order.status === 'awaiting_repayment' || order.status === 'overdue') return null;
  // A refusal the law decided: why, and what the borrower can do (the Loans tab says the same).
  if (order.status === 'rejected' && isLegalRefusal(order.refusal)) {
    return (
      <Section title={t('timeline.rejected')}>
        <LegalRefusal refusal={order.refusal} />
      </Section>
    );
  }
  return <p className="notice">{t(`waiting.${order.status}`)}</p>;
}

const TIMELINE_TEXT = {
  applied: 'timeline.applied',
  approved: 'timeline.approved',
  rejected: 'timeline.rejected',
  payout_failed: 'timeline.payout_failed',
  paid_out: 'timeline.paid_out',
  extended: 'timeline.extended',
  due: 'timeline.due',
  overdue: 'timeline.overdue',
  repaid: 'timeline.repaid',
} as const;

/** The loan's story, oldest first, each step with its day; what is still ahead says so. */
export function TimelineSection({ timeline }: { timeline: readonly TimelineEvent[] }) {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  return (
    <Section title={t('timeline.title')}>
      <ol className={styles.timeline}>
        {timeline.map((e, i) => (
          <li key={`${e.kind}-${i}`} className={e.done ? styles.done : styles.ahead}>
            <span>{t(TIMELINE_TEXT[e.kind], { date: e.dueDate ? f.date(e.dueDate) : '' })}</span>
            <span className="muted">
              {f.date(e.day)}
              {!e.done && ` · ${t('timeline.ahead')}`}
            </span>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** One payment: when, how much, how, what it went to, and its receipt. */
function PaymentItem({ payment }: { payment: LoanPayment }) {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  const { covered } = payment;
  const items: [ReactNode, ReactNode][] = [
    [t('payments.date'), f.date(payment.day)],
    [t('payments.amount'), f.money(payment.amount)],
    [t('payments.channel'), t(`payments.channels.${payment.channel}`)],
  ];
  if (covered.penalty > 0) items.push([t('payments.toPenalty'), f.money(covered.penalty)]);
  if (covered.reward > 0) items.push([t('payments.toReward'), f.money(covered.reward)]);
  if (covered.principal > 0) items.push([t('payments.toPrincipal'), f.money(covered.principal)]);
  const id = useId();
  return (
    <li>
      <article className={styles.item} aria-labelledby={id}>
        <h3 id={id} className={styles.subheading}>
          {t(payment.kind === 'extension' ? 'payments.extension' : 'payments.repayment')}
        </h3>
        <Rows items={items} />
        <Link to={paths.loan.receipt} state={webviewState(payment.receiptUrl)} aria-label={t('payments.receiptLabel', { ref: payment.ref })}>
          {t('payments.receipt')}
        </Link>
      </article>
    </li>
  );
}

/** Every payment that reached us, newest first. */
export function PaymentsSection({ payments }: { payments: readonly LoanPayment[] }) {
  const { t } = useTranslation('loanPage');
  return (
    <Section title={t('payments.title')}>
      {payments.length === 0 ? (
        <p className="muted">{t('payments.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {payments.map((p) => (
            <PaymentItem key={p.ref} payment={p} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The contract and each supplementary agreement, to read; the debt certificate, to save or share. */
export function DocumentsSection({ data }: { data: OrderDetailResponse }) {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  if (data.documents.length === 0 && !data.certificate) return null;
  return (
    <Section title={t('documents.title')}>
      {data.documents.length > 0 && (
        <ul className={styles.list}>
          {data.documents.map((d) => (
            <li key={d.number} className={styles.document}>
              <Link to={d.kind === 'contract' ? paths.webview.loanContract : paths.loan.supplement} state={webviewState(d.url)}>
                {d.title}
              </Link>
              <span className="muted">{t('documents.concludedOn', { date: f.date(d.signedOn) })}</span>
            </li>
          ))}
        </ul>
      )}
      {data.certificate && (
        <div className="form-stack">
          <h3 className={styles.subheading}>{t('documents.certificate')}</h3>
          <p className="muted">{t('documents.certificateText')}</p>
          <CertificateActions orderNo={data.order.orderNo} />
        </div>
      )}
    </Section>
  );
}

/** The ways to pay the server offers, in the borrower's language. */
export function WaysSection() {
  const { t, i18n } = useTranslation('loanPage');
  const channels = useQuery(repayChannelsQuery());
  const kz = i18n.language === 'kk' || i18n.language === 'kz';
  return (
    <Section title={t('ways.title')}>
      {channels.data ? (
        <>
          <p>{t('ways.text')}</p>
          <ul>
            {channels.data.list.map((c) => (
              <li key={c.id}>{kz ? c.nameKz : c.name}</li>
            ))}
          </ul>
        </>
      ) : channels.isError ? (
        <p className="muted">{errorText(t, channels.error, { ...LOAN_PAGE_MESSAGES, transport: 'loanPage:ways.loadFailed', server: 'loanPage:ways.loadFailed' })}</p>
      ) : (
        <Skeleton lines={2} />
      )}
    </Section>
  );
}

/** The company's details (the cabinet must show them): name, BIN, address, phone, e-mail, licence. */
export function CompanySection() {
  const { t } = useTranslation('loanPage');
  const f = useFormat();
  const company = useQuery(companyQuery());
  return (
    <Section title={t('company.title')}>
      {company.data ? (
        <Rows
          items={[
            [t('company.name'), company.data.name],
            [t('company.bin'), company.data.bin],
            [t('company.address'), company.data.address],
            [t('company.phone'), <a href={telHref(company.data.phone)}>{displayPhone(company.data.phone)}</a>],
            [t('company.email'), <a href={mailtoHref(company.data.email)}>{company.data.email}</a>],
            [
              t('company.licence'),
              t('company.licenceValue', { number: company.data.licence.number, date: f.date(company.data.licence.issuedOn), issuer: company.data.licence.issuer }),
            ],
          ]}
        />
      ) : company.isError ? (
        <ErrorState message={t('company.loadFailed')} error={company.error} onRetry={() => void company.refetch()} retrying={company.isFetching} />
      ) : (
        <Skeleton lines={4} />
      )}
    </Section>
  );
}
