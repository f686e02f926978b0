import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, signedIn } from '../../../../tests/render';
import { login, sendCode } from '@/features/auth/api';

afterEach(() => server.events.removeAllListeners());

const NATIONAL = '7010030022';

/** Another sign-in of the same borrower (another phone or browser): its token. */
async function anotherDevice(): Promise<string> {
  await sendCode({ phone: `7${NATIONAL}` });
  const { token } = await login({ phone: `7${NATIONAL}`, code: db.lastCode(`7${NATIONAL}`)! });
  return token;
}

/** What the server answers that token now: its envelope code. */
async function codeFor(token: string): Promise<number> {
  const res = await fetch('http://localhost/api/user/info', { method: 'POST', headers: { token, 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  return ((await res.json()) as { code: number }).code;
}

const COPY = {
  ru: { title: 'Устройства', thisDevice: 'Это устройство', lastSeen: /^Последняя активность: /, endOthers: 'Выйти на всех других устройствах', ended: 'Вход на других устройствах завершён.', none: 'Других устройств нет.' },
  kz: { title: 'Құрылғылар', thisDevice: 'Осы құрылғы', lastSeen: /^Соңғы белсенділік: /, endOthers: 'Басқа барлық құрылғылардан шығу', ended: 'Басқа құрылғылардағы кіру аяқталды.', none: 'Басқа құрылғылар жоқ.' },
} as const;

describe.each(['ru', 'kz'] as const)('devices in %s', (locale) => {
  const c = COPY[locale];

  it('lists the signed-in devices, this one marked, and signs out every other: their token is refused with code 301', async () => {
    const other = await anotherDevice();
    await signedIn(db, NATIONAL);
    await renderApp('/pages/personal/devices', { locale });
    const list = await screen.findByRole('list', { name: c.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const [mine] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByText(c.thisDevice)).toBeVisible();
    expect(within(mine!).getByText(c.lastSeen)).toBeVisible();
    expect(await codeFor(other)).toBe(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: c.endOthers }));
    expect(await screen.findByText(c.ended)).toBeVisible();
    expect(await screen.findByText(c.none)).toBeVisible();
    expect(within(screen.getByRole('list', { name: c.title })).getAllByRole('listitem')).toHaveLength(1);
    expect(await codeFor(other)).toBe(301);
  });
});
