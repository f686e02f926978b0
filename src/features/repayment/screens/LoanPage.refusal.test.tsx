/**
 * The loan's page of a refused application says the same as the Loans tab (issue 26): for a reason the law
 * decides, the reason and what the borrower can do, without a phone number; for any other, the plain line.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { submitOrder } from '@/features/loan-application/api';
import type { Scenario } from '@/mocks/domain/scenarios';

const key = () => ({ idempotencyKey: crypto.randomUUID() });

const T = {
  ru: {
    section: 'В займе отказано',
    plain: 'В займе отказано.',
    selfBan: 'Причина: на eGov действует добровольный отказ от получения займов',
    egov: 'Открыть eGov.kz',
    debtLoad: 'Причина: коэффициент долговой нагрузки (КДН) выше, чем разрешает закон',
    ratio: 'КДН с этим займом',
  },
  kz: {
    section: 'Қарыз беруден бас тартылды',
    plain: 'Қарыз беруден бас тартылды.',
    selfBan: 'Себебі: eGov-та қарыз алудан өз еркіңізбен бас тартуыңыз күшінде',
    egov: 'eGov.kz ашу',
    debtLoad: 'Себебі: борыш жүктемесінің коэффициенті заң рұқсат ететін шектен жоғары',
    ratio: 'Осы қарызбен борыш жүктемесінің коэффициенті',
  },
} as const;

async function refusedUnder(scenario: Scenario): Promise<string> {
  const { phone } = await seededAs(db, { stage: 'with_card' });
  db.setScenario(scenario, phone);
  const { order } = await submitOrder({ amount: 20_000, days: 7 }, key());
  db.advance(phone, true);
  return order.orderNo;
}

describe.each(['ru', 'kz'] as const)('the loan page of a refused application (%s)', (locale) => {
  const l = T[locale];

  it('self-ban: the reason and the way to eGov, no phone number in it', async () => {
    const orderNo = await refusedUnder('self_ban');
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    const section = await screen.findByRole('region', { name: l.section });
    expect(within(section).getByText(l.selfBan)).toBeVisible();
    expect(within(section).getByRole('link', { name: l.egov })).toHaveAttribute('href', 'https://egov.kz/');
    expect(section.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('debt load: the reason and the ratio', async () => {
    const orderNo = await refusedUnder('debt_load');
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    const section = await screen.findByRole('region', { name: l.section });
    expect(within(section).getByText(l.debtLoad)).toBeVisible();
    expect(within(section).getByText(l.ratio).nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('58 %');
  });

  it('any other reason: the plain line, no legal reason', async () => {
    const orderNo = await refusedUnder('reject');
    await renderApp(`/pages/loan/detail?orderNo=${orderNo}`, { locale });
    expect(await screen.findByText(l.plain)).toBeVisible();
    expect(screen.queryByRole('region', { name: l.section })).toBeNull();
    expect(document.body.textContent).not.toContain('eGov');
  });
});
