import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { useDrafts } from '@/stores/drafts';
import { loseNextAnswer } from '@/mocks/testing';
import { navigateOutside } from '@/shared/navigation/navBridge';

/** The toast once the message opened a conversation: its ticket number. */
const REGISTERED = /^Обращение №\s\d{2}-\d{6} зарегистрировано$/;
const TEN_WORDS = 'Не могу погасить заем картой Kaspi, платёж не проходит уже второй день';

describe('feedback', () => {
  it('checks the description length in words and the e-mail format', async () => {
    await signedIn(db);
    const user = userEvent.setup();
    await renderApp('/pages/personal/feedback');
    await user.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Опишите проблему', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Укажите эл. почту для ответа')).toBeVisible();

    await user.type(screen.getByLabelText('Опишите проблему'), 'Не приходят деньги');
    expect(await screen.findByText('Минимум слов: 10')).toBeVisible();
    expect(screen.getByText('3 слова (нужно от 10 до 200)')).toBeVisible();
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail');
    expect(await screen.findByText('Неверный формат, пример правильного формата: name@mail.kz')).toBeVisible();
    expect(screen.getByLabelText('Эл. почта для ответа')).toHaveAttribute('autocomplete', 'email');
  });

  it('sends once with an idempotency key, then drops the draft', async () => {
    await signedIn(db);
    const seen: { body: Record<string, unknown>; key: string | null }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/feedBack')) seen.push({ body: await request.clone().json(), key: request.headers.get('Idempotency-Key') });
    });
    const user = userEvent.setup();
    await renderApp('/pages/personal/feedback');
    await user.type(await screen.findByLabelText('Опишите проблему'), TEN_WORDS);
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail.kz');
    await user.dblClick(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(REGISTERED)).toBeVisible();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toMatchObject({ content: TEN_WORDS, email: 'aigerim@mail.kz' });
    expect(seen[0]!.key).toMatch(/.{8,}/);
    expect(useDrafts.getState().get('feedback')).toBeUndefined();
    server.events.removeAllListeners();
  });

  it('after a lost answer: the same text sent again keeps its key, even after a reload; an edited one gets a new key', async () => {
    await signedIn(db);
    const lost = loseNextAnswer(server, db, '/feedBack');
    const user = userEvent.setup();
    const first = await renderApp('/pages/personal/feedback');
    await user.type(await screen.findByLabelText('Опишите проблему'), TEN_WORDS);
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    first.unmount();

    // A reload: the same message again is the same submission.
    server.use(http.post('*/feedBack', () => HttpResponse.error(), { once: true }));
    const second = await renderApp('/pages/personal/feedback');
    await screen.findByDisplayValue(TEN_WORDS);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    second.unmount();

    // Edited: another message, so the server does not answer with the first one's "sent".
    await renderApp('/pages/personal/feedback');
    await user.type(await screen.findByLabelText('Опишите проблему'), ' и ещё');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(REGISTERED)).toBeVisible();
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(lost.keys[2]).not.toBe(lost.keys[0]);
    server.events.removeAllListeners();
  });

  it('an answer that arrives after the borrower left the page does not take them back once more', async () => {
    await signedIn(db);
    let answer: () => void = () => {};
    const arrived = new Promise<void>((r) => (answer = r));
    server.use(
      http.post('*/feedBack', async () => {
        await arrived;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { location, queryClient } = await renderApp('/pages/personal/feedback');
    await user.type(await screen.findByLabelText('Опишите проблему'), TEN_WORDS);
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    // While it is on its way, the borrower opens another page.
    act(() => navigateOutside('/pages/personal/about_us'));
    await waitFor(() => expect(location().pathname).toBe('/pages/personal/about_us'));
    // Inside act, whatever the answer makes React do (the toast, a navigation, which the router makes a
    // transition) is drawn before act returns; the call has settled once the app has handled it.
    await act(async () => {
      answer();
      await vi.waitFor(() => expect(queryClient.isMutating()).toBe(0));
    });
    expect(screen.getByText(REGISTERED)).toBeVisible();
    expect(location().pathname).toBe('/pages/personal/about_us');
  });

  it('keeps what was typed when sending fails, and after the page is opened again', async () => {
    await signedIn(db);
    server.use(http.post('*/feedBack', () => HttpResponse.error()));
    const user = userEvent.setup();
    const first = await renderApp('/pages/personal/feedback');
    await user.type(await screen.findByLabelText('Опишите проблему'), TEN_WORDS);
    await user.type(screen.getByLabelText('Эл. почта для ответа'), 'aigerim@mail.kz');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет соединения с интернетом');
    await waitFor(() => expect(useDrafts.getState().get('feedback')).toMatchObject({ email: 'aigerim@mail.kz' }));
    first.unmount();

    await renderApp('/pages/personal/feedback');
    expect(await screen.findByLabelText('Опишите проблему')).toHaveValue(TEN_WORDS);
    expect(screen.getByLabelText('Эл. почта для ответа')).toHaveValue('aigerim@mail.kz');
  });
});
