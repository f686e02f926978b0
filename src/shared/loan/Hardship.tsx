import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  hardshipStatusQuery,
  type HardshipApplication,
  type HardshipStatusResponse,
  type HardshipSummary,
  type Ombudsman,
} from '@/shared/api/hardship';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate } from '@/utils/format';
import { displayPhone, mailtoHref, telHref } from '@/utils/phone';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import styles from './Hardship.module.css';

/**
 * «Не могу платить» on a loan (issue 26, docs/decisions.md "«Не могу платить»"): the Loans tab card's line
 * and the loan page's section. Both read the server's answer (`hardshipStatusQuery`): whether an application
 * can be made now, the last day of the borrower's window, and the latest application with its answer.
 */

const waiting = (a: Pick<HardshipApplication, 'status'> | null): boolean => a !== null && (a.status === 'submitted' || a.status === 'under_review');

/** The way to the form, with the window's last day (overdue) or why it is there (due soon). */
function Apply({ orderNo, data, again }: { orderNo: string; data: Pick<HardshipStatusResponse, 'applyBy'>; again?: boolean }) {
  const { t } = useTranslation('hardship');
  const tag = useIntlTag();
  return (
    <>
      <p>{data.applyBy ? t('entry.window', { date: formatDate(data.applyBy, tag) }) : t('entry.dueSoon')}</p>
      <Link className="link-button link-button--secondary" to={withQuery(paths.loan.hardship, { orderNo })}>
        {again ? t('status.again') : t('entry.button')}
      </Link>
    </>
  );
}

/**
 * The Loans tab's due-soon and overdue card: the way to apply, or where the application stands. From the tab's own
 * answer (`summary`); a server that does not send it is asked separately.
 */
export function HardshipEntry({ orderNo, summary }: { orderNo: string; summary?: HardshipSummary }) {
  const { t } = useTranslation('hardship');
  const tag = useIntlTag();
  const asked = useQuery({ ...hardshipStatusQuery(orderNo), enabled: summary === undefined }).data;
  const data = summary ?? asked;
  if (!data) return null;
  const app = data.application;
  if (app && (waiting(app) || !data.canApply)) {
    const state = t(`status.state.${app.status}`);
    return <p className="muted">{waiting(app) ? t('entry.waiting', { state, date: formatDate(app.answerBy, tag) }) : state}</p>;
  }
  return data.canApply ? <Apply orderNo={orderNo} data={data} /> : null;
}

/** Label–value rows of an application (its summary, its status): one shape on the form and the loan page. */
export function Rows({ items }: { items: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl className={styles.rows}>
      {items.map(([label, value], i) => (
        <div key={i} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where to take a refusal: the financial ombudsman, as the server names it (its site a link when on the link allow-list). */
function OmbudsmanBlock({ ombudsman, regNo }: { ombudsman: Ombudsman; regNo: string }) {
  const { t } = useTranslation('hardship');
  const phone = displayPhone(ombudsman.phone);
  const call = telHref(ombudsman.phone);
  const site = ombudsman.site.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <div className="form-stack">
      <h3 className={styles.subheading}>{t('ombudsman.title')}</h3>
      <p>{t('ombudsman.text', { regNo })}</p>
      <p className={styles.state}>{ombudsman.name}</p>
      {call ? (
        <a className="link-button link-button--secondary" href={call}>
          {t('ombudsman.call', { phone })}
        </a>
      ) : (
        <p>{t('ombudsman.call', { phone: ombudsman.phone })}</p>
      )}
      <Rows
        items={[
          [t('ombudsman.email'), <a href={mailtoHref(ombudsman.email)}>{ombudsman.email}</a>],
          [t('ombudsman.site'), <ExternalLink href={ombudsman.site} fallback={site}>{site}</ExternalLink>],
          [t('ombudsman.address'), ombudsman.address],
        ]}
      />
    </div>
  );
}

/** The application's state: its number and dates, then the answer once there is one. */
function ApplicationBlock({ app }: { app: HardshipApplication }) {
  const { t } = useTranslation('hardship');
  const tag = useIntlTag();
  const date = (iso: string) => formatDate(iso, tag);
  const rows: (readonly [ReactNode, ReactNode])[] = [
    [t('status.number'), app.regNo],
    [t('status.filedOn'), date(app.filedOn)],
  ];
  if (app.answeredOn) rows.push([t('status.answeredOn'), date(app.answeredOn)]);
  else rows.push([t('status.answerBy'), date(app.answerBy)]);
  if (app.newDueDate) rows.push([t('status.newDueDate'), date(app.newDueDate)]);
  return (
    <>
      <p className={app.status === 'refused' ? `${styles.state} ${styles.refused}` : styles.state}>{t(`status.state.${app.status}`)}</p>
      <Rows items={rows} />
      {app.answer && <p>{app.answer}</p>}
      {waiting(app) && <p className="muted">{t('status.waiting')}</p>}
      {app.status === 'approved' && <p className="muted">{t('status.approvedNext')}</p>}
      {app.ombudsman && <OmbudsmanBlock ombudsman={app.ombudsman} regNo={app.regNo} />}
    </>
  );
}

/** The loan page's section: the latest application and its answer, and the way to apply while the server allows it. */
export function HardshipSection({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('hardship');
  const id = useId();
  const status = useQuery(hardshipStatusQuery(orderNo));
  const data = status.data;
  if (!data) return status.isError ? <p className="muted">{t('status.loadFailed')}</p> : null;
  const app = data.application;
  if (!app && !data.canApply) return null;
  return (
    <section className="card form-stack" aria-labelledby={id}>
      <h2 id={id} className="form-heading">
        {app ? t('status.title') : t('title')}
      </h2>
      {app && <ApplicationBlock app={app} />}
      {data.canApply && <Apply orderNo={orderNo} data={data} again={app !== null} />}
    </section>
  );
}
