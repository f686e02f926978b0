import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_SCREEN_ATTR } from '@/app/firstScreen';
import { showStartFailed } from '@/app/startFailed';

const TEXTS: Record<string, string> = { 'loadFailed.title': 'Не удалось загрузить страницу', 'loadFailed.tap': 'Нажмите, чтобы обновить' };

describe('showStartFailed', () => {
  afterEach(() => document.body.replaceChildren());

  it('replaces a drawn screen with the message, and a tap reloads the page', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(FIRST_SCREEN_ATTR, 'ru /');
    root.innerHTML = '<h1>Деньги на карту за 5 минут</h1>';
    document.body.append(root);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);

    showStartFailed(root, (k) => TEXTS[k] ?? k);

    expect(screen.queryByRole('heading')).toBeNull();
    expect(root.hasAttribute(FIRST_SCREEN_ATTR)).toBe(false);
    const button = screen.getByRole('button', { name: /^Не удалось загрузить страницу\s*Нажмите, чтобы обновить$/ });
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
