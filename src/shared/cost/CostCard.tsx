import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CostFigures, PaymentPart } from '@/shared/api/cost';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate, formatPercent, formatTenge } from '@/utils/format';
import styles from './CostCard.module.css';

const PART_KEY = { penalty: 'order.penalty', reward: 'order.reward', principal: 'order.principal' } as const satisfies Record<PaymentPart, string>;

function Row({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={strong ? styles.strong : undefined}>{children}</dd>
    </div>
  );
}

/**
 * Before signing, the whole cost of one loan on one card (law.md section 1 rows 1, 2, 4–8): the offer's six
 * figures, the penalty rule, early repayment, the most the loan can ever cost, the repayment schedule and the
 * order a payment is applied in. Every figure is the server's; the card only formats them. The same card on
 * the landing page, the loan application's offer and the top of the contract.
 */
export function CostCard({ cost, level = 2, pending = false, className }: { cost: CostFigures; level?: 2 | 3; pending?: boolean; className?: string }) {
  const { t } = useTranslation('cost');
  const tag = useIntlTag();
  const id = useId();
  const money = (v: number) => formatTenge(v, tag);
  const percent = (v: number) => formatPercent(v, tag);
  const date = (iso: string) => formatDate(iso, tag);
  const H = `h${level}` as const;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={`${id}-title`} aria-busy={pending || undefined}>
      <H id={`${id}-title`} className={styles.title}>
        {t('title')}
      </H>
      <p className={styles.note}>{t('lead')}</p>
      <dl className={styles.figures}>
        <Row term={t('receive')}>{money(cost.receiveAmount)}</Row>
        <Row term={t('term')}>{t('days', { count: cost.days })}</Row>
        <Row term={t('dueDate')}>{date(cost.dueDate)}</Row>
        {cost.discount > 0 && <Row term={t('discount')}>−{money(cost.discount)}</Row>}
        <Row term={t('repay')} strong>
          {money(cost.repayAmount)}
        </Row>
        <Row term={t('overpayment')}>{money(cost.overpayment)}</Row>
        <Row term={t('apr')}>
          {cost.aprPercent === null || cost.annualRatePercent === null
            ? '…'
            : t('aprValue', { apr: percent(cost.aprPercent), annual: percent(cost.annualRatePercent) })}
        </Row>
      </dl>

      <Sub className={styles.sub}>{t('penalty.title')}</Sub>
      <dl className={styles.figures}>
        <Row term={t('penalty.size')}>{t('penalty.rate', { rate: percent(cost.penalty.ratePercent), perDay: money(cost.penalty.perDay) })}</Row>
        <Row term={t('penalty.from')}>{date(cost.penalty.startsOn)}</Row>
        <Row term={t('penalty.last')}>{t('penalty.lastValue', { date: date(cost.penalty.lastDay), count: cost.penalty.maxDays })}</Row>
      </dl>

      <Sub className={styles.sub}>{t('early.title')}</Sub>
      <p className={styles.text}>
        {cost.early.part ? t('early.wholeOrPart', { min: money(cost.early.minPartPayment) }) : t('early.wholeOnly')}{' '}
        {cost.early.fee === 0 ? t('early.noFee') : t('early.fee', { fee: money(cost.early.fee) })}{' '}
        {t('early.days', { perDay: money(cost.early.rewardPerDay) })}
      </p>

      <Sub className={styles.sub}>{t('cap.heading')}</Sub>
      <dl className={styles.figures}>
        <Row term={t('cap.title')}>{t('cap.value', { cap: money(cost.cap.amount), percent: percent(cost.cap.percent) })}</Row>
        <Row term={t('cap.max')} strong>
          {money(cost.maxTotal)}
        </Row>
      </dl>
      <p className={styles.note}>{t('cap.note')}</p>

      <table className={styles.schedule}>
        <caption className={styles.caption}>{t('schedule.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('schedule.date')}</th>
            <th scope="col">{t('schedule.principal')}</th>
            <th scope="col">{t('schedule.reward')}</th>
            <th scope="col">{t('schedule.total')}</th>
          </tr>
        </thead>
        <tbody>
          {cost.schedule.map((row) => (
            <tr key={row.date}>
              <th scope="row">{date(row.date)}</th>
              <td>{money(row.principal)}</td>
              <td>{money(row.reward)}</td>
              <td>{money(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Sub id={`${id}-order`} className={styles.sub}>
        {t('order.title')}
      </Sub>
      <p className={styles.text}>{t('order.lead')}</p>
      <ol className={styles.order} aria-labelledby={`${id}-order`}>
        {cost.paymentOrder.map((part) => (
          <li key={part}>{t(PART_KEY[part])}</li>
        ))}
      </ol>
    </section>
  );
}
