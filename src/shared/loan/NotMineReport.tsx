import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportNotMine } from '@/shared/api/cooling';
import type { Order } from '@/shared/api/order';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate } from '@/utils/format';

/** Orders a borrower may still say they never made: anything not closed (repaid, refused, annulled). */
export const reportable = (order: Order): boolean => order.status !== 'repaid' && order.status !== 'rejected' && order.status !== 'annulled';

/**
 * What the company does with a «Я не оформлял этот заём» report: its number, whether the payout is held or the
 * money had already gone, where the answer comes, and (just after reporting) the day it is due by.
 */
export function NotMineStatus({ report, answerBy }: { report: NonNullable<Order['report']>; answerBy?: string }) {
  const { t } = useTranslation('cooling');
  const tag = useIntlTag();
  return (
    <div role="status" className="form-stack">
      <p>
        <strong>{t('notMine.ticket', { ticket: report.ticketNo })}</strong>
      </p>
      <p>{t(report.payoutHeld ? 'notMine.held' : 'notMine.paid')}</p>
      {answerBy && <p>{t('notMine.answerBy', { date: formatDate(answerBy, tag) })}</p>}
      <p className="muted">{t('notMine.safety')}</p>
    </div>
  );
}

/**
 * «Я не оформлял этот заём» / «Мен бұл қарызды ресімдеген жоқпын» (issue 26, safety): after a dialog that says
 * what it does, asks the server to hold the payout; then what happens next, in place of the button.
 */
export function NotMineReport({ order }: { order: Order }) {
  const { t } = useTranslation('cooling');
  const report = useReportNotMine();
  const [asking, setAsking] = useState(false);
  const done = report.data && report.data.order.orderNo === order.orderNo ? report.data : null;
  const existing = done?.order.report ?? order.report;
  if (existing) return <NotMineStatus report={existing} answerBy={done?.answerBy} />;

  const send = async () => {
    try {
      await report.submit({ orderNo: order.orderNo });
    } catch {
      // Said below the button; the borrower may try again.
    }
    setAsking(false);
  };

  return (
    <div className="form-stack">
      <p className="muted">{t('notMine.hint')}</p>
      <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
        {t('notMine.action')}
      </Button>
      {report.error && (
        <p role="alert" className="form-error">
          {t('notMine.failed')}
        </p>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('notMine.dialog.title')}
        actions={
          <>
            <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
              {t('notMine.dialog.cancel')}
            </Button>
            <Button type="button" loading={report.isPending} onClick={() => void send()}>
              {t('notMine.dialog.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('notMine.dialog.text', { orderNo: order.orderNo })}</p>
      </Dialog>
    </div>
  );
}
