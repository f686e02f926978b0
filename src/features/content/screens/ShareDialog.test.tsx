import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { productInfoForH5 } from '@/shared/api/product';
import { userInfo } from '@/features/account/api';
import { useSession } from '@/stores/session';

/**
 * Sharing the app: the Web Share API where the browser has it (closing its sheet is no error), else the
 * link copied with a confirmation. The link is the landing page with the borrower's referral channel from
 * the server, and nothing personal: never the token, the phone, the IIN or the name.
 */

const DIALOG = '/pages/dialogs/share';

function stub(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('Share dialog', () => {
  it("signed in, Web Share: shares the landing page with the server's referral channel and nothing personal", async () => {
    const user = userEvent.setup();
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    stub('share', share);
    const { phone, token } = await seededAs(db, { stage: 'active_loan' });
    const me = await userInfo();
    const channel = (await productInfoForH5()).loyalty!.referralChannel!;
    await renderApp(DIALOG);
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    await user.click(await within(dialog).findByRole('button', { name: 'Поделиться' }));
    expect(share).toHaveBeenCalledTimes(1);
    const { url, title, text } = share.mock.calls[0]![0];
    expect(title).toBe('Быстрые займы');
    expect(text).toBe('Быстрые займы\u00a0— заём онлайн на карту Visa или Mastercard');
    const shared = new URL(url!);
    expect(shared.origin).toBe(window.location.origin);
    expect(shared.search).toBe('');
    expect(shared.hash).toBe(`#/pages/home/landingpage?channel=${channel}`);
    const everything = JSON.stringify(share.mock.calls);
    for (const secret of [token, phone, phone.slice(1), phone.slice(-7), me.iin!, me.name!, me.surname!]) {
      expect(everything, secret).not.toContain(secret);
    }
    expect(everything).not.toMatch(/token/i);
    // Shared: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSession.getState().token).toBe(token);
  });

  it('closing the share sheet is not an error: the dialog stays, nothing is copied or reported', async () => {
    const user = userEvent.setup();
    stub('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    await renderApp(DIALOG);
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    await user.click(within(dialog).getByRole('button', { name: 'Поделиться' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Поделиться' })).toBeVisible();
  });

  it('Web Share refused: the link is copied instead', async () => {
    const user = userEvent.setup();
    stub('share', vi.fn().mockRejectedValue(new DOMException('no gesture', 'NotAllowedError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    await renderApp(DIALOG);
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    await user.click(within(dialog).getByRole('button', { name: 'Поделиться' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ссылка скопирована');
  });

  it('signed out, no Web Share: copies the landing page link (channel "share") and confirms', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    await renderApp(DIALOG);
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    expect(within(dialog).queryByRole('button', { name: 'Поделиться' })).toBeNull();
    const expected = `${window.location.origin}${window.location.pathname}#/pages/home/landingpage?channel=share`;
    expect(within(dialog).getByRole('textbox', { name: 'Ссылка' })).toHaveValue(expected);
    await user.click(within(dialog).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Ссылка скопирована');
  });

  it('kz: with no Clipboard API the old copy command is used; when that fails too the link is selected for copying by hand', async () => {
    const user = userEvent.setup();
    // userEvent installs a clipboard of its own: this browser has none.
    stub('clipboard', undefined);
    const exec = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await renderApp(DIALOG, { locale: 'kz' });
    const dialog = await screen.findByRole('dialog', { name: 'Бөлісу' });
    await user.click(within(dialog).getByRole('button', { name: 'Сілтемені көшіру' }));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Сілтеме көшірілді');
    // The copy button keeps the focus (the copy command's textarea went into the dialog and out again).
    expect(within(dialog).getByRole('button', { name: 'Сілтемені көшіру' })).toHaveFocus();

    exec.mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Сілтемені көшіру' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Көшіру мүмкін болмады. Сілтемені белгілеп, қолмен көшіріңіз.');
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Сілтеме' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('signed in, the referral code does not come: says so, offers a retry, and the link still works without it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    const { phone } = await seededAs(db, { stage: 'with_card' });
    db.setScenario('server_error', phone);
    await renderApp(DIALOG);
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Не удалось получить ваш код приглашения');
    await user.click(within(dialog).getByRole('button', { name: 'Скопировать ссылку' }));
    expect(writeText.mock.calls[0]![0]).toMatch(/#\/pages\/home\/landingpage\?channel=share$/);
    db.setScenario('approve', phone);
    await user.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    const channel = (await productInfoForH5()).loyalty!.referralChannel!;
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Ссылка' }).value).toMatch(new RegExp(`\\?channel=${channel}$`));
    // "Copied" spoke of the other link: it is gone.
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
  });
});
