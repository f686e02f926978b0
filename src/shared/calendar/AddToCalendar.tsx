import { useState } from 'react';
import { saveFile } from '@/utils/saveFile';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '@/config/paths';
import { dueDateIcs } from '@/shared/calendar/ics';
import { Button } from '@/shared/ui/Button';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate, formatTenge } from '@/utils/format';

/** The reminders' hour in Kazakhstan: daytime, before most people's lunch break. */
export const REMINDER_HOUR = 10;

export interface AddToCalendarProps {
  orderNo: string;
  /** 'YYYY-MM-DD': the due date in force. */
  dueDate: string;
  /** What the server says will be owed at the end of the due date if nothing more is paid. */
  amountOnDueDate: () => Promise<number>;
}

/**
 * «Добавить в календарь»: the due date with the amount owed on it (asked of the server at the tap, so it is
 * the latest), reminders two days and one day before, and a link back to the repayment page, in the
 * borrower's language. The file is made in the browser: nothing new is asked of the server.
 */
export function AddToCalendar({ orderNo, dueDate, amountOnDueDate }: AddToCalendarProps) {
  const { t } = useTranslation('calendar');
  const tag = useIntlTag();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const add = async () => {
    if (state === 'busy') return;
    setState('busy');
    let amount: number;
    try {
      amount = await amountOnDueDate();
    } catch {
      setState('failed');
      return;
    }
    const sum = formatTenge(amount, tag);
    const url = new URL(`#${withQuery(paths.webview.loanRepayment, { orderNo })}`, window.location.href).href;
    const text = dueDateIcs({
      uid: `loan-${orderNo}@${window.location.hostname || 'localhost'}`,
      dueDate,
      summary: t('event.summary', { amount: sum }),
      description: t('event.description', { date: formatDate(dueDate, tag), amount: sum, url }),
      url,
      language: tag,
      alarms: [
        { daysBefore: 2, hour: REMINDER_HOUR, text: t('event.twoDays', { amount: sum }) },
        { daysBefore: 1, hour: REMINDER_HOUR, text: t('event.oneDay', { amount: sum }) },
      ],
      now: Date.now(),
    });
    saveFile(new File([text], `zaem-${orderNo}.ics`, { type: 'text/calendar;charset=utf-8' }));
    setState('idle');
  };

  return (
    <div className="form-stack">
      <Button type="button" variant="secondary" loading={state === 'busy'} onClick={() => void add()}>
        {t('add')}
      </Button>
      <p className="muted">{t('hint')}</p>
      {state === 'failed' && (
        <p role="alert" className="form-error">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
