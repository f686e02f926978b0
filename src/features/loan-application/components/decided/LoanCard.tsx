import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LoanDue } from '@/features/loan-application/api';
import type { Order } from '@/shared/api/order';
import { companyQuery } from '@/shared/api/company';
import { DueHeadline } from '@/shared/loan/DueHeadline';
import { HardshipEntry } from '@/shared/loan/Hardship';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { loadTexts } from '@/lib/i18n';
import { whenIdle } from '@/utils/nextTask';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { displayPhone, telHref } from '@/utils/phone';
import { PayNeedsNetwork, useScreenFreshness } from '@/shared/offline/KeptNote';
import { LoanPageLink } from '../home/parts';
import styles from '../home/home.module.css';

/**
 * The pages a borrower with a loan goes to from this card (pay, extend, the loan page) read the servicing texts
 * (src/lib/textGroups.ts): asked for once the page is idle, so a tap on «Погасить» does not wait for them.
 */
function useServicingTextsSoon(): void {
  useEffect(() => whenIdle(() => void loadTexts('servicing').catch(() => undefined), 1_000), []);
}

/**
 * A loan being repaid, on time, due soon or overdue: the one headline figure (what the due date asks, from
 * the server), what paying today costs and saves, one button to pay, and the extension only when the
 * server says it can be paid (else the day it opens). An answer without `due` (an older server) falls back
 * to today's figure under the same label.
 */
export function LoanCard({ order, due }: { order: Order; due: LoanDue | null }) {
  const { t } = useTranslation('home');
  const { t: tl } = useTranslation('loan');
  const tag = useIntlTag();
  const money = (v: number) => formatTenge(v, tag);
  const overdue = order.status === 'overdue';
  const dueDate = order.dueDate;
  const { offline } = useScreenFreshness();
  useServicingTextsSoon();
  return (
    <section className={overdue ? `card form-stack ${styles.overdueCard}` : 'card form-stack'} aria-labelledby="order-title">
      <h2 id="order-title" className={overdue ? `form-heading ${styles.overdueTitle}` : 'form-heading'}>
        {tl(overdue ? 'order.overdue' : 'order.active')}
      </h2>
      {dueDate && <DueHeadline amount={due?.dueAmount ?? order.repayAmount} dueDate={dueDate} overdue={overdue} />}
      {overdue ? (
        <p className={styles.late}>
          <span>{t('overdue.days', { count: order.overdueDays })}</span>
          <span>{t('overdue.penalty', { amount: money(order.penalty) })}</span>
        </p>
      ) : (
        <>
          {due?.dueSoon && <p className={styles.soon}>{due.daysLeft === 0 ? t('due.dueToday') : t('due.daysLeft', { count: due.daysLeft })}</p>}
          {due && (
            <p className={styles.muted}>
              {due.saving > 0
                ? t('due.today', { amount: money(order.repayAmount), saving: money(due.saving) })
                : t('due.todayPlain', { amount: money(order.repayAmount) })}
            </p>
          )}
        </>
      )}
      <Link
        className="link-button"
        to={withQuery(paths.webview.loanRepayment, { orderNo: order.orderNo })}
        aria-describedby={offline ? 'pay-needs-network' : undefined}
      >
        {tl('order.pay')}
      </Link>
      <PayNeedsNetwork id="pay-needs-network" />
      {overdue && <OverdueHelp />}
      {(overdue || due?.dueSoon) && <HardshipEntry orderNo={order.orderNo} summary={due?.hardship} />}
      {due?.extension.available ? (
        <Link className="link-button link-button--secondary" to={withQuery(paths.extension, { orderNo: order.orderNo })}>
          {tl('order.extend')}
        </Link>
      ) : (
        due?.extension.opensOn && <p className={styles.muted}>{t('due.extensionFrom', { date: formatDate(due.extension.opensOn, tag) })}</p>
      )}
      <LoanPageLink order={order} />
    </section>
  );
}

/**
 * Late: what the penalty means and a way to reach the company now (its phone, from the server). The
 * borrower's «Не могу платить» application (changed terms) follows it (HardshipEntry).
 */
function OverdueHelp() {
  const { t } = useTranslation('home');
  const company = useQuery(companyQuery()).data;
  const phone = company ? displayPhone(company.phone) : '';
  return (
    <>
      <p className={styles.muted}>{t('overdue.text')}</p>
      <p className={styles.call}>
        {company && phone && <a href={telHref(company.phone)}>{t('overdue.call', { phone })}</a>}
      </p>
    </>
  );
}
