import { useTranslation } from 'react-i18next';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatNumber, formatPercent, formatTenge } from '@/utils/format';

/** How the content pages write the server's figures: tenge, percent, days, times, "5, 7 or 14 days". */
export function useFigures() {
  const { t } = useTranslation('content');
  const tag = useIntlTag();
  const days = (count: number) => t('days', { count });
  return {
    money: (amount: number) => formatTenge(amount, tag),
    percent: (value: number) => formatPercent(value, tag),
    days,
    times: (count: number) => t('times', { count }),
    /** Terms as one phrase; the day word agrees with the last number ("…21 или 30 дней"). */
    terms: (list: readonly number[]) => {
      const last = list[list.length - 1];
      if (last === undefined) return '';
      if (list.length === 1) return days(last);
      const head = list.slice(0, -1).map((n) => formatNumber(n, tag)).join(', ');
      return t('listOr', { head, last: days(last) });
    },
  };
}
