import { addDaysIso, kzInstant } from '@/utils/kzDate';

/** A reminder before the due date: `daysBefore` days earlier, at `hour`:00 in Kazakhstan. */
export interface DueAlarm {
  daysBefore: number;
  hour: number;
  text: string;
}

/** One loan's due date as a calendar event; every text already in the borrower's language. */
export interface DueEvent {
  /** Stable for the loan: a file added again (after an extension) replaces the same event. */
  uid: string;
  /** 'YYYY-MM-DD' in Kazakhstan. */
  dueDate: string;
  summary: string;
  description: string;
  /** The repayment page, also in the description for calendars that show no URL. */
  url: string;
  /** RFC 5646 tag of the texts ('ru', 'kk'). */
  language: string;
  alarms: readonly DueAlarm[];
  /** When the file is made (DTSTAMP). */
  now: number;
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped in a TEXT value. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 3.1: a content line longer than 75 octets goes on over lines that start with a space. Counted
 * in UTF-8 octets (a Cyrillic letter is two), never splitting a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; each next one 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (day: string) => day.replace(/-/g, '');
/** UTC date-time in the basic format: 20261208T050000Z. */
const utcStamp = (at: number) => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The due date as an all-day event with its reminders, as an .ics file's text (CRLF line ends). The
 * reminders are absolute instants, so they ring at the same Almaty hour whatever time zone the phone is in.
 */
export function dueDateIcs(e: DueEvent): string {
  const lang = `;LANGUAGE=${e.language}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bystrye zaimy//Loan reminder//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.now)}`,
    `DTSTART;VALUE=DATE:${basicDate(e.dueDate)}`,
    `DTEND;VALUE=DATE:${basicDate(addDaysIso(e.dueDate, 1))}`,
    `SUMMARY${lang}:${escapeText(e.summary)}`,
    `DESCRIPTION${lang}:${escapeText(e.description)}`,
    `URL:${e.url}`,
    'TRANSP:TRANSPARENT',
    ...e.alarms.flatMap((a) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION${lang}:${escapeText(a.text)}`,
      `TRIGGER;VALUE=DATE-TIME:${utcStamp(kzInstant(addDaysIso(e.dueDate, -a.daysBefore), a.hour))}`,
      'END:VALARM',
    ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
