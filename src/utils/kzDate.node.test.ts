import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetweenIso, daysUntilDue, kzDay, kzInstant, kzTimeOfDay } from '@/utils/kzDate';

/** The same calendar day as Intl computes it in Asia/Almaty: the reference the lender's calendar must match. */
const almatyDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Almaty', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

describe('Kazakhstan calendar days', () => {
  it('the day turns at midnight in Almaty, while UTC is still on the previous date', () => {
    const beforeMidnight = Date.parse('2026-12-05T23:59:59+05:00'); // 18:59:59 UTC on the 5th
    const atMidnight = Date.parse('2026-12-06T00:00:00+05:00'); // 19:00:00 UTC, still the 5th in UTC
    expect(new Date(atMidnight).toISOString().slice(0, 10)).toBe('2026-12-05');
    expect(kzDay(beforeMidnight)).toBe('2026-12-05');
    expect(kzDay(atMidnight)).toBe('2026-12-06');
    expect(kzDay(beforeMidnight)).toBe(almatyDay(beforeMidnight));
    expect(kzDay(atMidnight)).toBe(almatyDay(atMidnight));
  });

  it('days until the due date: 1 the evening before, 0 on the day, -1 (one day overdue) from the next midnight in Almaty', () => {
    const due = '2026-12-05';
    expect(daysUntilDue(due, Date.parse('2026-12-04T23:59:59+05:00'))).toBe(1);
    expect(daysUntilDue(due, Date.parse('2026-12-05T00:00:00+05:00'))).toBe(0);
    expect(daysUntilDue(due, Date.parse('2026-12-05T23:59:59+05:00'))).toBe(0);
    expect(daysUntilDue(due, Date.parse('2026-12-06T00:00:00+05:00'))).toBe(-1);
    // A phone set to another zone counts the same: the instant decides, not the device's clock face.
    expect(daysUntilDue(due, Date.parse('2026-12-05T20:30:00+01:00'))).toBe(-1);
  });

  it('adds and counts days across month and year ends', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetweenIso('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetweenIso('2027-03-01', '2027-02-27')).toBe(-2);
  });

  it('the clock reads Almaty time, and an Almaty hour is the instant Intl agrees on', () => {
    const at = Date.parse('2026-12-05T19:30:00Z');
    expect(kzTimeOfDay(at)).toBe('00:30');
    expect(kzTimeOfDay(at)).toBe(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Almaty', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at));
    expect(kzInstant('2026-12-06')).toBe(Date.parse('2026-12-06T00:00:00+05:00'));
    expect(kzInstant('2026-12-06', 10)).toBe(Date.parse('2026-12-06T10:00:00+05:00'));
    expect(kzDay(kzInstant('2026-12-06'))).toBe('2026-12-06');
    expect(kzDay(kzInstant('2026-12-06') - 1)).toBe('2026-12-05');
  });
});
