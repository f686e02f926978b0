import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs, signedIn } from '../../../../tests/render';
import { photo, stubObjectUrls } from '../../../../tests/kits/photos';
import { recognisedIdentity } from '@/mocks/domain/borrower';
import { makeIin } from '@/mocks/util';
import type { AppLocale } from '@/lib/i18n';
import { useConfig } from '@/stores/config';

/**
 * Holds uploads until `release()`, so a test can see the progress bar. The handler answers nothing,
 * so msw goes on to the sandbox's own upload handler.
 */
function holdUploads() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/api/uploadFile/userFile', async () => {
      await gate;
    }),
  );
  return release;
}

/**
 * The sandbox refuses a photo whose file name contains 'fail', but jsdom's XHR loses a multipart file's
 * name on the way to msw (it arrives as 'blob'), so here the refusal (3101) is given for the next check.
 */
function refuseNextRecognition() {
  server.use(
    http.post('*/review/identifyFile', () => HttpResponse.json({ code: 3101, msg: 'Please upload again', data: null }), { once: true }),
  );
}

vi.mock('@/shared/image/prepare', async () => {
  const { asPrepared } = await import('../../../../tests/kits/photos');
  return { prepareIdPhoto: vi.fn((file: File) => Promise.resolve(asPrepared(file))) };
});

const PHONE = '7011234567';
const slot = (name: string) => screen.getByRole('region', { name });

/** Chooses a photo in a slot: it is sent by itself once prepared. */
async function choose(user: ReturnType<typeof userEvent.setup>, region: HTMLElement, file: File, label = 'Сфотографировать') {
  await user.upload(within(region).getByLabelText(label), file);
}

beforeEach(stubObjectUrls);

describe('ID card photos', () => {
  it('uploads the front with a progress bar, shows the recognised and locked identity, then goes on to the selfie', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoCard');
    const front = await screen.findByRole('region', { name: 'Лицевая сторона' });
    const input = within(front).getByLabelText('Сфотографировать');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    // The gallery stays available as a fallback (no capture: the phone offers its photos).
    const gallery = within(front).getByLabelText('Выбрать из галереи');
    expect(gallery).toHaveAttribute('accept', 'image/*');
    expect(gallery).not.toHaveAttribute('capture');
    // Not locked yet: the identity form is offered.
    expect(await screen.findByRole('heading', { name: 'Данные удостоверения личности' })).toBeVisible();

    const release = holdUploads();
    await user.upload(input, photo('front.jpg'));
    // Sent by itself, the photo on screen while it goes, with what to check and how to stop it for another.
    expect(await within(front).findByRole('progressbar', { name: 'Загрузка фото' })).toBeVisible();
    expect(await within(front).findByRole('img', { name: 'Фото: Лицевая сторона' })).toHaveAttribute('src', 'blob:test/1');
    expect(
      within(front).getByText('Фото отправляется. Если не видны все четыре угла, текст не читается или есть блики, нажмите «Отменить» и переснимите.'),
    ).toBeVisible();
    expect(within(front).getByRole('button', { name: 'Отменить' })).toBeVisible();
    release();

    const person = recognisedIdentity(`7${PHONE}`);
    expect(await screen.findByText(person.surname)).toBeVisible();
    expect(screen.getByText('Распознано по вашему удостоверению личности')).toBeVisible();
    expect(screen.getByText(person.iin)).toBeVisible();
    expect(within(front).getByText('Фото принято')).toBeVisible();
    // Locked: nothing left to type.
    expect(screen.queryByRole('heading', { name: 'Данные удостоверения личности' })).toBeNull();

    const next = screen.getByRole('button', { name: 'Продолжить' });
    expect(next).toBeDisabled();
    await choose(user, slot('Оборотная сторона'), photo('back.jpg'));
    // Both sides in during this visit: the face check, the one thing left, opens by itself (no dialog to tap).
    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoSelfie'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('photo_Z-finish whose read failed says so with a retry, never "photos not ready"', async () => {
    await seededAs(db, { stage: 'onboarded' });
    let down = true;
    server.use(http.post('*/api/user/getStepInfo', () => (down ? HttpResponse.json({ code: 500, msg: 'down', data: null }) : undefined)));
    const user = userEvent.setup();
    await renderApp('/pages/dialogs/photo_Z-finish');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'К фото удостоверения' })).toBeNull();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('dialog', { name: 'Удостоверение принято' })).toBeVisible();
  });

  it('coming back later: the photos and the locked identity the server has count, nothing is asked again', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const first = await renderApp('/pages/info/photoCard');
    await choose(user, await screen.findByRole('region', { name: 'Лицевая сторона' }), photo('front.jpg'));
    await screen.findByText('Распознано по вашему удостоверению личности');
    first.unmount();

    // On the real (hash) history: Back from the face check is the page again, complete.
    const { location } = await renderApp('/pages/info/photoCard', { hash: true });
    const person = recognisedIdentity(`7${PHONE}`);
    expect(await screen.findByText(person.iin)).toBeVisible();
    expect(within(slot('Лицевая сторона')).getByText('Фото принято')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Данные удостоверения личности' })).toBeNull();
    await choose(user, slot('Оборотная сторона'), photo('back.jpg'));
    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoSelfie'));
    window.history.back();
    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoCard'));
    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoSelfie'));
  });

  it('with the IDcodeShow flag off, the recognised IIN is shown masked', async () => {
    await signedIn(db, PHONE);
    useConfig.getState().applyServer({ ...useConfig.getState().config, IDcodeShow: '0' });
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    await choose(user, await screen.findByRole('region', { name: 'Лицевая сторона' }), photo('front.jpg'));
    const person = recognisedIdentity(`7${PHONE}`);
    expect(await screen.findByText(person.surname)).toBeVisible();
    expect(screen.queryByText(person.iin)).toBeNull();
    expect(screen.getByText(`${person.iin.slice(0, 2)}••••••••${person.iin.slice(10)}`)).toBeVisible();
  });

  it('a front that cannot be recognised asks to upload again; another photo then succeeds', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    refuseNextRecognition();
    const front = await screen.findByRole('region', { name: 'Лицевая сторона' });
    await choose(user, front, photo('fail-front.jpg'));
    expect(await within(front).findByRole('alert')).toHaveTextContent('Загрузите фото ещё раз');
    // The photo itself was refused: Retry opens the picker rather than sending it again.
    await user.click(within(front).getByRole('button', { name: 'Повторить' }));
    await choose(user, front, photo('front-2.jpg'), 'Выбрать другое фото');
    expect(await screen.findByText(recognisedIdentity(`7${PHONE}`).surname)).toBeVisible();
    expect(within(front).queryByRole('alert')).toBeNull();
  });

  it('a failed upload says so, and Retry sends the same photo again', async () => {
    await signedIn(db, PHONE);
    server.use(http.post('*/api/uploadFile/userFile', () => HttpResponse.json({ code: 602001, msg: 'upload failed', data: null }), { once: true }));
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    const back = await screen.findByRole('region', { name: 'Оборотная сторона' });
    await choose(user, back, photo('back.jpg'));
    expect(await within(back).findByRole('alert')).toHaveTextContent('Не удалось отправить фото. Проверьте интернет и загрузите фото ещё раз.');
    await user.click(within(back).getByRole('button', { name: 'Повторить' }));
    expect(await within(back).findByText('Фото принято')).toBeVisible();
  });

  it('Cancel stops an upload without an error message', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    const back = await screen.findByRole('region', { name: 'Оборотная сторона' });
    const release = holdUploads();
    await choose(user, back, photo('back.jpg'));
    await within(back).findByRole('progressbar');
    await user.click(within(back).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(within(back).queryByRole('progressbar')).toBeNull());
    expect(within(back).queryByRole('alert')).toBeNull();
    // Back to the photo as it was: send it after all, or take another.
    expect(within(back).getByRole('button', { name: 'Отправить фото' })).toBeVisible();
    expect(within(back).getByLabelText('Выбрать другое фото')).toBeInTheDocument();
    release();
  });
});

const IIN_TEXT = {
  ru: { save: 'Сохранить данные', iin: 'ИИН', empty: 'ИИН не может быть пустым', wrong: 'Введён неверный ИИН', names: ['Укажите фамилию', 'Укажите имя', 'Укажите отчество', 'Укажите дату рождения'] },
  kz: { save: 'Деректерді сақтау', iin: 'ЖСН', empty: 'ЖСН бос болмауы керек', wrong: 'ЖСН қате енгізілді', names: ['Тегіңізді көрсетіңіз', 'Атыңызды көрсетіңіз', 'Әкеңіздің атын көрсетіңіз', 'Туған күніңізді көрсетіңіз'] },
} as const;

describe.each(['ru', 'kz'] as AppLocale[])('identity typed by hand, in %s', (locale) => {
  const l = IIN_TEXT[locale];
  it('says when the IIN is empty and when it is wrong, and asks for every other field', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard', { locale });
    await user.click(await screen.findByRole('button', { name: l.save }));
    expect(await screen.findByText(l.empty)).toBeVisible();
    for (const message of l.names) expect(screen.getByText(message), message).toBeVisible();
    const iin = screen.getByLabelText(l.iin);
    expect(iin).toHaveAttribute('inputmode', 'numeric');
    await user.type(iin, '900101300001'); // a real date, a wrong control digit
    expect(await screen.findByText(l.wrong)).toBeVisible();
  });
});

describe('identity typed by hand: saving', () => {
  it('fills the birth date from the IIN and saves the identity group', async () => {
    await signedIn(db, PHONE);
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/user/userStepData')) bodies.push(await request.clone().json());
    });
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    const iin = makeIin('1994-03-12', true, 5);
    await user.type(await screen.findByLabelText('ИИН'), iin);
    await user.type(screen.getByLabelText('Фамилия'), 'Сапарова');
    await user.type(screen.getByLabelText('Имя'), 'Айгерим');
    await user.type(screen.getByLabelText('Отчество'), 'Нурлановна');
    await user.click(screen.getByRole('button', { name: 'Сохранить данные' }));
    expect(await screen.findByText('Данные удостоверения личности сохранены')).toBeVisible();
    expect(bodies[0]).toMatchObject({ group: 'identity', iin, surname: 'Сапарова', name: 'Айгерим', patronymic: 'Нурлановна', birthDate: '1994-03-12' });
    expect(localStorage.getItem('drafts') ?? '').not.toContain('Сапарова');
  });
});

describe('identity typed by hand: a pasted IIN', () => {
  it('keeps all 12 digits of an IIN pasted with spaces between its groups', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    const input = await screen.findByLabelText('ИИН');
    await user.click(input);
    await user.paste('9001 0150 0123');
    expect(input).toHaveValue('900101500123');

    const iin = makeIin('1994-03-12', true, 5);
    await user.clear(input);
    await user.paste(`${iin.slice(0, 4)} ${iin.slice(4, 8)} ${iin.slice(8)}`);
    expect(input).toHaveValue(iin);
    expect(screen.getByRole('button', { name: 'Дата рождения 12.03.1994' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить данные' }));
    expect(await screen.findByText('Укажите фамилию')).toBeVisible();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('ИИН не может быть пустым')).toBeNull();
    expect(screen.queryByText('Введён неверный ИИН')).toBeNull();
  });
});

describe('ID photo messages in Kazakh', () => {
  it('an unreadable front asks to upload again, and a failed upload says so', async () => {
    await signedIn(db, PHONE);
    refuseNextRecognition();
    server.use(http.post('*/api/uploadFile/userFile', () => HttpResponse.json({ code: 602001, msg: 'upload failed', data: null }), { once: true }));
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard', { locale: 'kz' });
    const kz = { take: 'Суретке түсіру' };
    const back = await screen.findByRole('region', { name: 'Артқы беті' });
    await user.upload(within(back).getByLabelText(kz.take), photo('back.jpg'));
    expect(await within(back).findByRole('alert')).toHaveTextContent('Суретті жіберу мүмкін болмады. Интернетті тексеріп, суретті қайта жүктеңіз.');
    const front = screen.getByRole('region', { name: 'Алдыңғы беті' });
    await user.upload(within(front).getByLabelText(kz.take), photo('front.jpg'));
    expect(await within(front).findByRole('alert')).toHaveTextContent('Суретті қайта жүктеңіз');
  });
});

describe('identity from the state database', () => {
  it('with a typed IIN, the borrower confirms by SMS and the identity comes locked from the registry', async () => {
    await signedIn(db, PHONE);
    // The registry answers "pending" once, while the borrower replies to the SMS.
    server.use(
      http.post('*/review/getUserInfoFromCitizenLibrary', () =>
        HttpResponse.json({ code: 0, msg: 'ok', data: { status: 'pending', iin: null, surname: null, name: null, patronymic: null, birthDate: null } }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    const lookup = await screen.findByRole('region', { name: 'Данные из государственной базы' });
    expect(within(lookup).getByText('Сначала введите ИИН.')).toBeVisible();
    expect(within(lookup).getByRole('button', { name: 'Получить данные по ИИН' })).toBeDisabled();
    expect(await within(lookup).findByText('Осталось запросов сегодня: 3 из 3')).toBeVisible();

    const iin = makeIin('1988-11-02', false, 3);
    await user.type(screen.getByLabelText('ИИН'), iin);
    await user.click(within(lookup).getByRole('button', { name: 'Получить данные по ИИН' }));
    expect(await within(lookup).findByText(/Вам придёт SMS от 1414 с кодом \d{4}\./)).toBeVisible();

    // Locked: the registry's identity is shown read-only and the typed form is gone.
    expect(await screen.findByText('Распознано по вашему удостоверению личности', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(iin)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Данные удостоверения личности' })).toBeNull();
  });

  it('after the daily limit the request is refused with its reason, and typing by hand remains', async () => {
    await signedIn(db, PHONE);
    const { getSessionIdAndCode } = await import('@/features/onboarding/api');
    const iin = makeIin('1988-11-02', false, 3);
    for (let i = 0; i < 3; i++) await getSessionIdAndCode({ iin });
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard', { locale: 'kz' });
    const lookup = await screen.findByRole('region', { name: 'Мемлекеттік базадағы деректер' });
    expect(await within(lookup).findByText('Бүгін қалған сұраулар: 0 (барлығы 3)')).toBeVisible();
    await user.type(screen.getByLabelText('ЖСН'), iin);
    expect(within(lookup).getByRole('button', { name: 'ЖСН бойынша деректерді алу' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Деректерді сақтау' })).toBeEnabled();
  });
});
