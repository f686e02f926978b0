import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { photo, stubObjectUrls } from './photoTestKit';
import { recognisedIdentity } from '@/mocks/domain/borrower';
import { makeIin } from '@/mocks/util';
import type { AppLocale } from '@/lib/i18n';

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

vi.mock('@/features/onboarding/image/prepare', async () => {
  const { asPrepared } = await import('./photoTestKit');
  return { prepareIdPhoto: vi.fn((file: File) => Promise.resolve(asPrepared(file))) };
});

const PHONE = '7011234567';
const slot = (name: string) => screen.getByRole('region', { name });

beforeEach(stubObjectUrls);

describe('ID card photos', () => {
  it('uploads the front with a progress bar, shows the recognised and locked identity, then goes on to the selfie', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    const { location } = await renderApp('/pages/info/photoCard');
    const front = await screen.findByRole('region', { name: 'Лицевая сторона' });
    const input = within(front).getByLabelText('Сфотографировать или выбрать фото');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    // The gallery stays available as a fallback (no capture: the phone offers its photos).
    const gallery = within(front).getByLabelText('Выбрать из галереи');
    expect(gallery).toHaveAttribute('accept', 'image/*');
    expect(gallery).not.toHaveAttribute('capture');
    // Not locked yet: the identity form is offered.
    expect(screen.getByRole('heading', { name: 'Данные удостоверения личности' })).toBeVisible();

    const release = holdUploads();
    await user.upload(input, photo('front.jpg'));
    expect(await within(front).findByRole('progressbar', { name: 'Загрузка фото' })).toBeVisible();
    expect(await within(front).findByRole('img', { name: 'Фото: Лицевая сторона' })).toHaveAttribute('src', 'blob:test/1');
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
    await user.upload(within(slot('Оборотная сторона')).getByLabelText('Сфотографировать или выбрать фото'), photo('back.jpg'));
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(location().pathname).toBe('/pages/info/photoSelfie'));
  });

  it('a front that cannot be recognised asks to upload again; another photo then succeeds', async () => {
    await signedIn(db, PHONE);
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    refuseNextRecognition();
    const front = await screen.findByRole('region', { name: 'Лицевая сторона' });
    await user.upload(within(front).getByLabelText('Сфотографировать или выбрать фото'), photo('fail-front.jpg'));
    expect(await within(front).findByRole('alert')).toHaveTextContent('Загрузите фото ещё раз');
    // The photo itself was refused: Retry opens the picker rather than sending it again.
    await user.click(within(front).getByRole('button', { name: 'Повторить' }));
    await user.upload(within(front).getByLabelText('Выбрать другое фото'), photo('front-2.jpg'));
    expect(await screen.findByText(recognisedIdentity(`7${PHONE}`).surname)).toBeVisible();
    expect(within(front).queryByRole('alert')).toBeNull();
  });

  it('a failed upload says so, and Retry sends the same photo again', async () => {
    await signedIn(db, PHONE);
    server.use(http.post('*/api/uploadFile/userFile', () => HttpResponse.json({ code: 602001, msg: 'upload failed', data: null }), { once: true }));
    const user = userEvent.setup();
    await renderApp('/pages/info/photoCard');
    const back = await screen.findByRole('region', { name: 'Оборотная сторона' });
    await user.upload(within(back).getByLabelText('Сфотографировать или выбрать фото'), photo('back.jpg'));
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
    await user.upload(within(back).getByLabelText('Сфотографировать или выбрать фото'), photo('back.jpg'));
    await within(back).findByRole('progressbar');
    await user.click(within(back).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(within(back).queryByRole('progressbar')).toBeNull());
    expect(within(back).queryByRole('alert')).toBeNull();
    expect(within(back).getByLabelText('Сфотографировать или выбрать фото')).toBeInTheDocument();
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
