import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { photo, stubObjectUrls } from '../../../../tests/kits/photos';
import { getLivenessFlowLink, identifyFile, saveStepData, uploadUserFile } from '@/features/onboarding/api';
import { RESULT_POLL_MS } from '@/features/onboarding/components/LivenessCheck';
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

vi.mock('@/shared/image/prepare', async () => {
  const { asPrepared } = await import('../../../../tests/kits/photos');
  return { prepareIdPhoto: vi.fn((file: File) => Promise.resolve(asPrepared(file))) };
});

const PHONE = '7011234567';
/** The plain selfie: the server's liveness switch is off (sandbox scenario). */
const selfieOnly = () => db.setScenario('selfie_only', `7${PHONE}`);
/** A liveness flow the vendor page has finished with `result`, as the page returned to would name it. */
async function finishedFlow(result: 'ok' | 'fail') {
  const flow = await getLivenessFlowLink({ returnUrl: 'http://localhost/#/pages/info/photoSelfie' });
  db.vendorResult(flow.flowId, result);
  return flow.flowId;
}

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

describe('selfie (liveness page off)', () => {
  beforeEach(selfieOnly);

  it('completes the identity group: the step data is read again and the borrower goes to the Loans tab', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoSelfie');
    await seedAllButSelfie();
    const slot = await screen.findByRole('region', { name: 'Селфи' });
    expect(within(slot).getByText('Лицо в овале, без очков и головного убора, хорошее освещение.')).toBeVisible();
    const input = within(slot).getByLabelText('Сфотографировать');
    expect(input).toHaveAttribute('capture', 'user');
    await user.upload(input, photo('selfie.jpg'));
    await user.click(await within(slot).findByRole('button', { name: 'Отправить фото' }));
    // Straight on to the card form, which says the form is done and what comes next.
    await waitFor(() => expect(location().pathname).toBe('/pages/bankInfo/bank-info'));
    expect(location().search).toBe('?redirect=%2F&onboarded=1');
    expect(useSession.getState().userData.step).toBe(100);
    expect(await screen.findByText('Анкета заполнена.')).toBeVisible();
    expect(screen.getByText(/^Остался последний шаг: карта Visa или Mastercard, на которую придут деньги\./)).toBeVisible();
  });

  it('a failed face check asks for the selfie again, in Kazakh too', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoSelfie', { locale: 'kz' });
    refuseNextFaceCheck();
    const slot = await screen.findByRole('region', { name: 'Селфи' });
    await user.upload(within(slot).getByLabelText('Суретке түсіру'), photo('fail-selfie.jpg'));
    await user.click(await within(slot).findByRole('button', { name: 'Суретті жіберу' }));
    expect(await within(slot).findByRole('alert')).toHaveTextContent('Селфиді қайта түсіріңіз');
    expect(within(slot).getByRole('button', { name: 'Қайталау' })).toBeVisible();
  });

  it('an ID photo still missing sends the borrower back to the ID photos', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoSelfie');
    await saveStepData({ group: 'work', monthIncome: 'lt_70000', education: 'higher', employment: 'employee', loanPurpose: 'purchase', address: { region: 'astana', city: 'astana', street: 'Мангилик Ел', detail: '1' } });
    const slot = await screen.findByRole('region', { name: 'Селфи' });
    await user.upload(within(slot).getByLabelText('Сфотографировать'), photo('selfie.jpg'));
    await user.click(await within(slot).findByRole('button', { name: 'Отправить фото' }));
    await waitFor(() => expect(location().search).toBe('?group=contacts'));
  });

  it('the guidance dialog (photo_zp) opens from the slot and closes back to it', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    // On the real (hash) history: closing goes back one entry.
    const { location } = await renderApp('/pages/info/photoSelfie', { hash: true });
    await user.click(await screen.findByRole('button', { name: 'Как сделать хорошее фото' }));
    const dialog = await screen.findByRole('dialog', { name: 'Как сделать селфи' });
    expect(location().pathname).toBe('/pages/dialogs/photo_zp');
    expect(within(dialog).getByText('Снимите очки, головной убор и маску.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoSelfie'));
  });
});

describe('face check on the liveness page', () => {
  it('says what to expect and how many attempts remain, then opens the vendor page in webview face with the camera', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoSelfie');
    expect(await screen.findByRole('heading', { name: 'Проверка лица' })).toBeVisible();
    expect(screen.getByText('Осталось попыток: 3 из 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Начать проверку' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/webview/face'));
    const frame = await waitFor(() => {
      const el = document.querySelector('iframe');
      expect(el).toHaveAttribute('title', 'Проверка лица');
      return el!;
    });
    const src = new URL(frame.getAttribute('src')!);
    expect(src.pathname).toBe('/__sandbox/vendor/liveness.html');
    // The way back is this page, naming the flow.
    expect(src.searchParams.get('return')).toMatch(/#\/pages\/info\/photoSelfie\?flow=LV\w+$/);
    expect(frame).toHaveAttribute('allow', 'camera');
  });

  it('back from a passed check: the server has the result, the face matches the ID, and onboarding is complete', async () => {
    await signedIn(db, PHONE);
    await seedAllButSelfie();
    const flowId = await finishedFlow('ok');
    const { location } = await renderApp(`/pages/info/photoSelfie?flow=${flowId}`);
    await waitFor(() => expect(location().pathname).toBe('/pages/bankInfo/bank-info'));
    expect(useSession.getState().userData.step).toBe(100);
    expect(await screen.findByText('Анкета заполнена.')).toBeVisible();
  });

  it('back from a failed check: says so with the attempts left; the third failure explains why there is no loan, in Kazakh too', async () => {
    await signedIn(db, PHONE);
    const first = await finishedFlow('fail');
    const view = await renderApp(`/pages/info/photoSelfie?flow=${first}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверка не пройдена. Попробуйте ещё раз при хорошем освещении.');
    expect(await screen.findByText('Осталось попыток: 2 из 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Начать проверку' })).toBeEnabled();
    view.unmount();

    await finishedFlow('fail');
    const third = await finishedFlow('fail');
    await renderApp(`/pages/info/photoSelfie?flow=${third}`, { locale: 'kz' });
    expect(await screen.findByRole('heading', { name: 'Бет-әлпетті тексеруден өтпедіңіз' })).toBeVisible();
    expect(screen.getByText(/Барлық әрекет пайдаланылды \(барлығы 3\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Қолдау қызметіне жазу' })).toHaveAttribute('href', '/pages/personal/feedback');
    expect(screen.queryByRole('button', { name: 'Тексеруді бастау' })).toBeNull();
  });

  it('a result not in yet is asked again, then said plainly with a way to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await signedIn(db, PHONE);
      const flow = await getLivenessFlowLink({ returnUrl: 'http://localhost/#/pages/info/photoSelfie' });
      await renderApp(`/pages/info/photoSelfie?flow=${flow.flowId}`);
      expect(await screen.findByText('Получаем результат проверки…')).toBeVisible();
      await vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 10);
      expect(await screen.findByText('Результат ещё не готов. Подождите немного и проверьте ещё раз.')).toBeVisible();
      db.vendorResult(flow.flowId, 'fail');
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Проверить ещё раз' }));
      expect(await screen.findByText('Осталось попыток: 2 из 3')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
