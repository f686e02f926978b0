import { useTranslation } from 'react-i18next';
import type { Refusal } from '@/shared/api/order';
import { ExternalLink } from '@/shared/ui/ExternalLink';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatPercent, formatTenge } from '@/utils/format';
import styles from './refusal.module.css';

/**
 * Why the law refused the loan and what the borrower can do, in plain words and without blame (issue 26): the
 * self-ban, only the borrower lifts it on eGov; the debt burden ratio, from the server's figures; a serious
 * overdue elsewhere, what to do first. Every figure and link is the server's. No phone number on purpose: a call
 * changes none of these. Nothing for `other`: the company's own refusal has its countdown (RefusedCard).
 */
export function LegalRefusal({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation('refusal');
  const tag = useIntlTag();
  const percent = (share: number) => formatPercent(Math.round(share * 1000) / 10, tag);
  switch (refusal.reason) {
    case 'self_ban':
      return (
        <>
          <p className={styles.reason}>{t('reason.self_ban')}</p>
          <p>{t('selfBan.what')}</p>
          <p>{t('selfBan.who')}</p>
          <ExternalLink className="link-button" href={refusal.url}>
            {t('selfBan.link')}
          </ExternalLink>
          <p>{t('selfBan.after')}</p>
          <p className="muted">{t('selfBan.keep')}</p>
        </>
      );
    case 'debt_load': {
      const load = refusal.debtLoad;
      return (
        <>
          <p className={styles.reason}>{t('reason.debt_load')}</p>
          {load && (
            <>
              {/* The income figures are not kept in this browser (src/shared/offline/strip.ts), nor in a screen's copy. */}
              <p data-unkept="">{t('debtLoad.what', { limit: percent(load.limit) })}</p>
              <dl className={styles.figures} data-unkept="">
                <dt>{t('debtLoad.income')}</dt>
                <dd>{formatTenge(load.income, tag)}</dd>
                <dt>{t('debtLoad.payments')}</dt>
                <dd>{formatTenge(load.payments, tag)}</dd>
                <dt>{t('debtLoad.loanPayment')}</dt>
                <dd>{formatTenge(load.loanPayment, tag)}</dd>
                <dt>{t('debtLoad.ratio')}</dt>
                <dd>{percent(load.ratio)}</dd>
                <dt>{t('debtLoad.limit')}</dt>
                <dd>{percent(load.limit)}</dd>
              </dl>
            </>
          )}
          <p>{t('debtLoad.official')}</p>
          <p>{t('debtLoad.next')}</p>
          <p className="muted">{t('law')}</p>
        </>
      );
    }
    case 'overdue_elsewhere':
      return (
        <>
          <p className={styles.reason}>{t('reason.overdue_elsewhere')}</p>
          {refusal.overdueDays !== null && <p>{t('overdueElsewhere.what', { count: refusal.overdueDays })}</p>}
          <p>{t('overdueElsewhere.first')}</p>
          <p>{t('overdueElsewhere.report')}</p>
          <ExternalLink className="link-button link-button--secondary" href={refusal.url}>
            {t('overdueElsewhere.link')}
          </ExternalLink>
          <p>{t('overdueElsewhere.after')}</p>
          <p className="muted">{t('law')}</p>
        </>
      );
    default:
      return null;
  }
}
