import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { repayInfo, repayQuote } from '@/features/repayment/api';
import { addDaysIso, kzInstant } from '@/utils/kzDate';
import { formatDate, formatTenge } from '@/utils/format';

const TEXT = {
  ru: { add: 'Добавить в календарь', tag: 'ru', summary: 'Вернуть заём: ', dueLabel: 'Дата возврата: ', overdue: 'Заём просрочен' },
  kz: { add: 'Күнтізбеге қосу', tag: 'kk', summary: 'Қарызды қайтару: ', dueLabel: 'Қайтару күні: ', overdue: 'Қарыздың мерзімі өтті' },
} as const;

afterEach(() => vi.restoreAllMocks());

/** The files the page saves through a download link, as the browser would receive them. */
function captureDownloads() {
  const saved: { name: string; file: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((b: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, b);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, file: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

describe.each(['ru', 'kz'] as const)('the loan page’s «Добавить в календарь» (%s)', (locale) => {
  const L = TEXT[locale];

  it('saves an .ics with the due date, the server’s amount for that day, reminders two days and one day before at 10:00 Almaty, and the repayment link', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const { dueDate } = await repayInfo({ orderNo });
    const onDue = await repayQuote({ orderNo, date: dueDate! });
    const saved = captureDownloads();
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });

    await userEvent.setup().click(await screen.findByRole('button', { name: L.add }, { timeout: 5000 }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`zaem-${orderNo}.ics`);
    expect(saved[0]!.file.type).toBe('text/calendar;charset=utf-8');

    const vevent = new ICAL.Component(ICAL.parse(await saved[0]!.file.text())).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    const amount = formatTenge(onDue.total, L.tag);
    expect(event.startDate.toString()).toBe(dueDate);
    expect(event.summary).toBe(`${L.summary}${amount}`);
    expect(vevent.getFirstProperty('summary')!.getParameter('language')).toBe(L.tag);
    expect(event.description).toContain(`${L.dueLabel}${formatDate(dueDate!, L.tag)}.`);
    expect(event.description).toContain(amount);
    const link = `${window.location.origin}${window.location.pathname}#/pages/webview/loanRepayment?orderNo=${orderNo}`;
    expect(vevent.getFirstPropertyValue('url')).toBe(link);
    expect(event.description).toContain(link);
    const triggers = vevent.getAllSubcomponents('valarm').map((a) => (a.getFirstPropertyValue('trigger') as ICAL.Time).toJSDate().getTime());
    expect(triggers).toEqual([kzInstant(addDaysIso(dueDate!, -2), 10), kzInstant(addDaysIso(dueDate!, -1), 10)]);
  });

  it('is not offered on an overdue loan, whose due date has passed', async () => {
    const { user } = await seededAs(db, { stage: 'overdue' });
    await renderApp(`/pages/loan/detail?orderNo=${user.orders[0]!.orderNo}`, { locale });
    await screen.findByRole('region', { name: L.overdue });
    expect(screen.queryByRole('button', { name: L.add })).toBeNull();
  });
});
