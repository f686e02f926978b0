import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { photo, stubObjectUrls } from './photoTestKit';
import { identifyFile, saveStepData, uploadUserFile } from '@/features/onboarding/api';
import { useSession } from '@/stores/session';

/**
 * The sandbox refuses a photo whose file name contains 'fail', but jsdom's XHR loses a multipart file's
 * name on the way to msw (it arrives as 'blob'), so here the refusal (3102) is given for the next check.
 */
function refuseNextFaceCheck() {
  server.use(
    http.post('*/review/liveExamination', () => HttpResponse.json({ code: 3102, msg: 'Identification error', data: null }), { once: true }),
  );
}

vi.mock('@/features/onboarding/image/prepare', async () => {
  const { asPrepared } = await import('./photoTestKit');
  return { prepareIdPhoto: vi.fn((file: File) => Promise.resolve(asPrepared(file))) };
});

const PHONE = '7011234567';

beforeEach(stubObjectUrls);

/** Groups 0 and 1 saved, both ID sides recognised: only the selfie is missing. */
async function seedAllButSelfie() {
  await saveStepData({ group: 'work', monthIncome: 'gt_500000', education: 'higher', employment: 'employee', loanPurpose: 'purchase', address: { region: 'astana', city: 'astana', street: 'Мангилик Ел', detail: '1' } });
  await saveStepData({
    group: 'contacts',
    contacts: [
      { name: 'Ерлан Сапаров', relation: 'brother', phone: '77771112233' },
      { name: 'Айгуль Нурланова', relation: 'sister', phone: '77015556677' },
      { name: 'Бахыт Оспанов', relation: 'friend', phone: '77475551122' },
    ],
  });
  for (const side of ['front', 'back'] as const) {
    const form = new FormData();
    form.append('file', photo(`${side}.jpg`));
    form.append('type', side);
    const { url } = await uploadUserFile(form);
    await identifyFile({ url, side });
  }
}

describe('selfie', () => {
  it('completes the identity group: the step data is read again and the borrower goes to the Loans tab', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoSelfie');
    await seedAllButSelfie();
    const slot = await screen.findByRole('region', { name: 'Селфи' });
    expect(within(slot).getByText('Лицо в овале, без очков и головного убора, хорошее освещение.')).toBeVisible();
    const input = within(slot).getByLabelText('Сфотографировать или выбрать фото');
    expect(input).toHaveAttribute('capture', 'user');
    await user.upload(input, photo('selfie.jpg'));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(useSession.getState().userData.step).toBe(100);
    expect(await screen.findByText('Анкета заполнена')).toBeVisible();
  });

  it('a failed face check asks for the selfie again, in Kazakh too', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoSelfie', { locale: 'kz' });
    refuseNextFaceCheck();
    const slot = await screen.findByRole('region', { name: 'Селфи' });
    await user.upload(within(slot).getByLabelText('Суретке түсіру немесе суретті таңдау'), photo('fail-selfie.jpg'));
    expect(await within(slot).findByRole('alert')).toHaveTextContent('Селфиді қайта түсіріңіз');
    expect(within(slot).getByRole('button', { name: 'Қайталау' })).toBeVisible();
  });

  it('an ID photo still missing sends the borrower back to the ID photos', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoSelfie');
    await saveStepData({ group: 'work', monthIncome: 'lt_70000', education: 'higher', employment: 'employee', loanPurpose: 'purchase', address: { region: 'astana', city: 'astana', street: 'Мангилик Ел', detail: '1' } });
    const slot = await screen.findByRole('region', { name: 'Селфи' });
    await user.upload(within(slot).getByLabelText('Сфотографировать или выбрать фото'), photo('selfie.jpg'));
    await waitFor(() => expect(location().search).toBe('?group=contacts'));
  });
});
