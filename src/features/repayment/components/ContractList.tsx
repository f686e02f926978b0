import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@/shared/api/order';
import { getContractInfo } from '@/shared/api/contract';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';
import { errorText } from '@/shared/errorText';
import { webviewState } from '@/shared/navigation/webview';
import { Button } from '@/shared/ui/Button';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';

const contractQuery = (orderNo: string) => readQuery(keyOf('orders', 'contract', orderNo), getContractInfo, { orderNo }, { localized: true });

/**
 * One loan's contract: the day it was signed (applied), the amount, and the contract page at the address the
 * server gives for that order (asked when the borrower opens it, not for every loan in the list).
 */
export function ContractItem({ order }: { order: Order }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ name: 'idle' | 'opening' } | { name: 'failed'; message: string }>({ name: 'idle' });
  const open = async () => {
    setState({ name: 'opening' });
    try {
      const info = await queryClient.fetchQuery(contractQuery(order.orderNo));
      setState({ name: 'idle' });
      navigate(paths.webview.loanContract, { state: webviewState(info.url) });
    } catch (e) {
      setState({ name: 'failed', message: errorText(t, e) });
    }
  };
  const titleId = `contract-${order.orderNo}`;
  return (
    <article className="card form-stack" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-heading">
        {t('contracts.item', { orderNo: order.orderNo })}
      </h2>
      <p className="muted">
        {t('contracts.details', { date: formatDate(kzDay(Date.parse(order.createdAt)), tag), amount: formatTenge(order.amount, tag) })}
      </p>
      <Button type="button" variant="secondary" loading={state.name === 'opening'} onClick={() => void open()}>
        {t('contracts.open')}
      </Button>
      {state.name === 'failed' && (
        <p role="alert" className="form-error">
          {state.message}
        </p>
      )}
    </article>
  );
}
