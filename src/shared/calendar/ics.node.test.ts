import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { dueDateIcs, type DueEvent } from '@/shared/calendar/ics';

const event: DueEvent = {
  uid: 'loan-ORD-1@zaim.example.kz',
  dueDate: '2026-12-10',
  summary: 'Вернуть заём: 41\u00a0200\u00a0₸',
  // Every character RFC 5545 escapes, and a text long enough to fold in the middle of Cyrillic letters.
  description:
    'Дата возврата: 10 декабря 2026 г. Сумма к возврату в этот день, если до него ничего не платить: 41\u00a0200\u00a0₸; досрочно, частями — дешевле.\nC:\\путь\nПогасить заём: https://zaim.example.kz/#/pages/webview/loanRepayment?orderNo=ORD-1',
  url: 'https://zaim.example.kz/#/pages/webview/loanRepayment?orderNo=ORD-1',
  language: 'ru',
  alarms: [
    { daysBefore: 2, hour: 10, text: 'Через два дня дата возврата займа: 41\u00a0200\u00a0₸' },
    { daysBefore: 1, hour: 10, text: 'Завтра дата возврата займа: 41\u00a0200\u00a0₸' },
  ],
  now: Date.parse('2026-11-26T09:30:15.123Z'),
};

describe('the due date as an .ics file (RFC 5545)', () => {
  const text = dueDateIcs(event);

  it('ends every line with CRLF and folds lines over 75 octets with a leading space', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    // A fold never cuts a character in two: every line is valid UTF-8 on its own.
    for (const line of lines) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
  });

  it('parses back to the same event: UID, DTSTAMP, the due date all day, texts with their language, the link', () => {
    const vcal = new ICAL.Component(ICAL.parse(text));
    expect(vcal.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcal.getFirstPropertyValue('prodid')).toBeTruthy();
    const vevent = vcal.getFirstSubcomponent('vevent')!;
    const ev = new ICAL.Event(vevent);
    expect(ev.uid).toBe(event.uid);
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe('2026-11-26T09:30:15.000Z');
    expect(ev.startDate.isDate).toBe(true);
    expect(ev.startDate.toString()).toBe('2026-12-10');
    expect(ev.endDate.toString()).toBe('2026-12-11');
    expect(ev.summary).toBe(event.summary);
    expect(ev.description).toBe(event.description);
    expect(vevent.getFirstProperty('summary')!.getParameter('language')).toBe('ru');
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
  });

  it('has two display reminders, two days and one day before, at 10:00 in Almaty whatever the phone’s zone', () => {
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms.map((a) => a.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    expect(alarms.map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate().toISOString())).toEqual([
      '2026-12-08T05:00:00.000Z',
      '2026-12-09T05:00:00.000Z',
    ]);
    expect(alarms.map((a) => a.getFirstPropertyValue('description'))).toEqual(event.alarms.map((a) => a.text));
  });
});
