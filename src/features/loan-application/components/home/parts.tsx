import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@/shared/api/order';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';
import styles from './home.module.css';

/** The card the money goes to, masked. */
export function CardLine({ order }: { order: Order }) {
  const { t } = useTranslation('loan');
  if (!order.card) return null;
  // Not kept in this browser (src/shared/offline/strip.ts), nor in the screen's copy.
  return <p className="muted" data-unkept="">{t('order.card', { bank: order.card.bankName, last4: order.card.last4 })}</p>;
}

/** The loan's own page (its story, payments, documents): for every state of the order. */
export function LoanPageLink({ order }: { order: Order }) {
  const { t } = useTranslation('loanPage');
  return (
    <Link className="link-button link-button--secondary" to={withQuery(paths.loan.detail, { orderNo: order.orderNo })}>
      {t('open')}
    </Link>
  );
}

/**
 * What the borrower applied for, as the server has it: amount, term, total to repay, and the day applied
 * (or the due date once there is one), so a waiting or refused borrower sees what the state is about.
 */
export function AppliedTerms({ order }: { order: Order }) {
  const { t } = useTranslation('home');
  const { t: tl } = useTranslation('loan');
  const tag = useIntlTag();
  const applied = Date.parse(order.createdAt);
  return (
    <dl className={styles.terms}>
      <dt>{t('applied.amount')}</dt>
      <dd>{formatTenge(order.amount, tag)}</dd>
      <dt>{t('applied.days')}</dt>
      <dd>{tl('order.days', { count: order.days })}</dd>
      <dt>{t('applied.total')}</dt>
      <dd>{formatTenge(order.repayAmount, tag)}</dd>
      {order.dueDate ? (
        <>
          <dt>{t('applied.dueDate')}</dt>
          <dd>{formatDate(order.dueDate, tag)}</dd>
        </>
      ) : (
        Number.isFinite(applied) && (
          <>
            <dt>{t('applied.date')}</dt>
            <dd>{formatDate(kzDay(applied), tag)}</dd>
          </>
        )
      )}
    </dl>
  );
}

/** A state's card: a section named by its heading; `notice` for a state that asks the borrower to act. */
export function StateCard({ id, title, notice, children }: { id: string; title: ReactNode; notice?: boolean; children: ReactNode }) {
  return (
    <section className={notice ? 'card notice form-stack' : 'card form-stack'} aria-labelledby={id}>
      <h2 id={id} className="form-heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
