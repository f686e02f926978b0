import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExtensionInfoV2Response } from '@/features/extension/api';
import { CapMeter } from '@/features/extension/components/Comparison';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';

/**
 * Why this loan cannot be extended now, in plain words, and the way to repay instead; while it is owed, how
 * much of the overpayment cap it has used.
 */
export function ExtensionUnavailable({ orderNo, info }: { orderNo: string; info: ExtensionInfoV2Response }) {
  const { t } = useTranslation('extension');
  const tag = useIntlTag();
  const date = (iso: string | null) => (iso ? formatDate(iso, tag) : null);

  let text: string;
  switch (info.reason) {
    case 'too_early': {
      const opens = date(info.opensOn);
      text = opens ? t('unavailable.too_early', { date: opens }) : t('unavailable.too_early_noDate');
      break;
    }
    case 'too_late': {
      const closed = date(info.closesOn);
      text = closed ? t('unavailable.too_late', { date: closed }) : t('unavailable.too_late_noDate');
      break;
    }
    case 'limit_reached':
      text = t('unavailable.limit_reached', { used: info.extensionsUsed, max: info.maxExtensions });
      break;
    case 'partly_paid':
      text = t('unavailable.partly_paid');
      break;
    case 'not_owing':
      text = t('unavailable.not_owing');
      break;
    case 'cap_reached':
      text =
        info.overpaymentCap === undefined
          ? t('compare.capReachedNoAmount')
          : t('compare.capReached', { cap: formatTenge(info.overpaymentCap, tag) });
      break;
    default:
      text = t('unavailable.other');
  }

  return (
    <section className="card form-stack" aria-labelledby="extension-unavailable">
      <h2 id="extension-unavailable" className="form-heading">
        {t('unavailable.title')}
      </h2>
      <p>{text}</p>
      {info.reason !== 'not_owing' && <CapMeter cap={info.overpaymentCap} used={info.overpaymentUsed} />}
      {info.reason === 'not_owing' ? (
        <Link className="link-button link-button--secondary" to={paths.root}>
          {t('return.toLoans')}
        </Link>
      ) : (
        <Link className="link-button" to={withQuery(paths.webview.loanRepayment, { orderNo })}>
          {t('unavailable.repay')}
        </Link>
      )}
    </section>
  );
}
