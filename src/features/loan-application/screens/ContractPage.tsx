import { useTranslation } from 'react-i18next';
import { costRequestFrom } from '@/features/loan-application/contractPage';
import { CostBlock } from '@/shared/cost/CostBlock';
import { WebviewHost } from '@/shared/webview/WebviewHost';
import { useBack, usePageLocation } from '@/shared/navigation/navigation';
import { webviewUrlFrom } from '@/shared/navigation/webview';
import { routeEntry, routeTitle } from '@/config/paths';
import { env } from '@/config/env';
import { useQualifiedText } from '@/lib/i18n';

/**
 * `loanContract`: the contract page the server handed out (a vendor page, framed like any other), and above
 * it, when it was opened from the offer, the cost card of the loan it is for: the borrower reads the whole
 * cost, the same figures from the same answer as the offer's, before the contract itself. A signed contract
 * opened from My loans shows the page alone.
 */
export default function ContractPage() {
  const { t, i18n } = useTranslation('ui');
  const text = useQualifiedText();
  const back = useBack();
  const location = usePageLocation();
  const entry = routeEntry(location.pathname);
  const src = webviewUrlFrom(location.state) ?? '';
  const cost = costRequestFrom(location.state);
  return (
    <WebviewHost
      key={i18n.language + src}
      src={src}
      title={entry ? text(routeTitle(entry)) : ''}
      allowedOrigins={env.webviewOrigins}
      kind="vendor"
      unavailableText={t('webview.unavailable')}
      onBack={back}
      before={cost ? <CostBlock amount={cost.amount} days={cost.days} couponId={cost.couponId} /> : undefined}
    />
  );
}
