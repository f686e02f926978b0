import { formatDate } from '@/utils/format';
import { kzDay, kzTimeOfDay } from '@/utils/kzDate';

/**
 * When a message was sent, as the borrower's calendar reads it in Kazakhstan (UTC+5, whatever the phone's
 * zone): the date in the borrower's language and the 24-hour time, or null for an unreadable instant.
 */
export function messageTime(iso: string, tag: string): { date: string; time: string } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return { date: formatDate(kzDay(at), tag), time: kzTimeOfDay(at) };
}
