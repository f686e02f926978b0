import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp } from '../../../../tests/render';
import { useSession } from '@/stores/session';
import { commonFields } from '@/stores/tracking';

const PHONE = '7011234567';

/** The sign-in's request bodies, as the sandbox received them. */
function loginBodies() {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/api/index/login')) void request.clone().json().then((b: Record<string, unknown>) => bodies.push(b));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe.each([
  { locale: 'ru', phone: 'Номер телефона', privacy: /политику конфиденциальности/, marketing: /передачу рекламных идентификаторов \(необязательно\)/, getCode: 'Получить код', sentText: /Код отправлен/, code: 'Код из SMS' },
  { locale: 'kz', phone: 'Телефон нөмірі', privacy: /құпиялылық саясатын/, marketing: /жарнамалық идентификаторларды беруге келісемін \(міндетті емес\)/, getCode: 'Кодты алу', sentText: /нөміріне жіберілді/, code: 'SMS-код' },
] as const)('sign-in in $locale: the marketing consent is a tick of its own', (l) => {
  async function signIn(tickMarketing: boolean) {
    const user = userEvent.setup();
    await renderApp('/pages/login/login', { locale: l.locale });
    await user.type(await screen.findByLabelText(l.phone), PHONE);
    const marketing = screen.getByRole('checkbox', { name: l.marketing });
    // Never ticked for the borrower; the privacy tick is the other one.
    expect(marketing).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: l.privacy })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: l.privacy }));
    if (tickMarketing) await user.click(marketing);
    await user.click(screen.getByRole('button', { name: l.getCode }));
    await screen.findByText(l.sentText);
    await user.type(screen.getByLabelText(l.code), db.lastCode(`7${PHONE}`)!);
    await waitFor(() => expect(useSession.getState().token).not.toBe(''));
  }

  it('left unticked, signs in all the same, tells the server «no», and from then on sends no advertising id', async () => {
    localStorage.setItem('fbp', 'fb.1.111.222');
    localStorage.setItem('ttclid', 'E.C.P.ttclid-1');
    const bodies = loginBodies();
    await signIn(false);
    await waitFor(() => expect(bodies).toHaveLength(1));
    // The sign-in call itself already went without them.
    expect(bodies[0]).toMatchObject({ marketing: false, fbp: '', ttclid: '' });
    const fields = commonFields({ name: 'app', version: '1' });
    expect(fields.fbp).toBe('');
    expect(fields.ttclid).toBe('');
    expect(localStorage.getItem('fbp')).toBeNull();
  });

  it('ticked, tells the server «yes»; the advertising ids go from then on, not with the sign-in itself', async () => {
    localStorage.setItem('fbp', 'fb.1.111.222');
    const bodies = loginBodies();
    await signIn(true);
    await waitFor(() => expect(bodies).toHaveLength(1));
    // No consent on record until the server has taken this one (law.md row 22): the call itself carries none.
    expect(bodies[0]).toMatchObject({ marketing: true, fbp: '' });
    expect(commonFields({ name: 'app', version: '1' }).fbp).toBe('fb.1.111.222');
  });
});
