import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatTenge } from '@/utils/format';
import styles from './extension.module.css';

/**
 * The «repay in full» side of the comparison: what repaying costs today (the server's figure from the same
 * extensionInfo answer as the terms, so both sides stand at the same moment) and the way to the repayment
 * page. Without the figure (an answer that lacks it) the side keeps its way to repay.
 */
export function RepayOption({ orderNo, amount }: { orderNo: string; amount: number | undefined }) {
  const { t } = useTranslation('extension');
  const tag = useIntlTag();
  const title = useId();
  return (
    <section className={styles.option} aria-labelledby={title}>
      <h3 id={title} className={styles.optionTitle}>
        {t('compare.repay.title')}
      </h3>
      {amount !== undefined && (
        <dl className={styles.figures}>
          <div>
            <dt>{t('compare.repay.amount')}</dt>
            <dd className={styles.strong}>{formatTenge(amount, tag)}</dd>
          </div>
        </dl>
      )}
      <p className={styles.note}>{t('compare.repay.note')}</p>
      <Link className={`link-button ${styles.optionAction}`} to={withQuery(paths.webview.loanRepayment, { orderNo })}>
        {t('compare.repay.action')}
      </Link>
    </section>
  );
}

/**
 * How much of the overpayment cap the loan has used (reward and penalty over its whole life, extensions
 * included), as a meter, and what it will have used by the chosen term's new due date if nothing else is
 * paid. Every figure is the server's; nothing is drawn when the answer lacks the cap.
 */
export function CapMeter({ cap, used, usedThen }: { cap: number | undefined; used: number | undefined; usedThen?: number | undefined }) {
  const { t } = useTranslation('extension');
  const tag = useIntlTag();
  const title = useId();
  if (cap === undefined || used === undefined || cap <= 0) return null;
  const money = (v: number) => formatTenge(v, tag);
  const usedText = t('compare.cap.used', { used: money(used), cap: money(cap) });
  return (
    <div className={styles.cap}>
      <p id={title} className={styles.capTitle}>
        {t('compare.cap.title')}
      </p>
      <meter className={styles.meter} min={0} max={cap} value={Math.min(used, cap)} aria-labelledby={title} aria-valuetext={usedText} />
      <p className={styles.capUsed}>{usedText}</p>
      {usedThen !== undefined && (
        // Follows the term chosen above, as the figures of the extension do.
        <p className={styles.note} aria-live="polite">
          {t('compare.cap.then', { used: money(usedThen) })}
        </p>
      )}
      <p className={styles.note}>{t('compare.cap.note')}</p>
    </div>
  );
}
