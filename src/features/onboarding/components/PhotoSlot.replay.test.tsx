/**
 * One photo, one file (issue 13): a double tap on Send neither sends twice nor cancels (its second tap may land
 * where Cancel now is), and Retry after a lost answer sends the same photo with the same key: one file. Send is
 * tapped where the borrower sends a photo themselves (the photos a review asks for again); the sign-up's ID
 * photos send themselves, and their lost answer is retried the same way.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs, signedIn } from '../../../../tests/render';
import { photo, stubObjectUrls } from '../../../../tests/kits/photos';
import { loseNextAnswer } from '@/mocks/testing';

vi.mock('@/shared/image/prepare', async () => {
  const { asPrepared } = await import('../../../../tests/kits/photos');
  return { prepareIdPhoto: vi.fn((file: File) => Promise.resolve(asPrepared(file))) };
});

const PHONE = '7011234599';
const files = (phone: string) => Object.values(db.userByPhone(phone)!.files).filter((f) => f.type === 'front');
// A single tap on Cancel still stops an upload: PhotoCardPage.test.tsx 'Cancel stops an upload without an error message'.

beforeEach(stubObjectUrls);
afterEach(() => server.events.removeAllListeners());

it('a double tap on Send, a lost answer and Retry: one upload in flight, the same key again, one file', async () => {
  const { phone } = await seededAs(db, { stage: 'supplement', supplement: 'id' });
  const before = files(phone).length; // the photos of the application under review
  const user = userEvent.setup();
  await renderApp('/pages/info/photoCard?supplement=1');
  const front = await screen.findByRole('region', { name: 'Лицевая сторона' });
  const lost = loseNextAnswer(server, db, '/api/uploadFile/userFile');
  await user.upload(within(front).getByLabelText('Сфотографировать'), photo('front.jpg'));
  const send = await within(front).findByRole('button', { name: 'Отправить фото' });
  await user.click(send);
  // The second tap of the double tap: on Send (busy now) or, the layout having moved, on Cancel.
  expect(within(front).getByRole('button', { name: /Отправить фото/ })).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(within(front).getByRole('button', { name: 'Отменить' }), { detail: 2 });
  // The answer never came: said as no connection, like any call's.
  expect(await within(front).findByRole('alert')).toHaveTextContent('Нет соединения с интернетом');
  expect(lost.keys).toHaveLength(1);

  await user.click(within(front).getByRole('button', { name: 'Повторить' }));
  expect(await within(front).findByText('Фото принято')).toBeVisible();
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[0]).toBeTruthy();
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(files(phone)).toHaveLength(before + 1);
});

it('sign-up: a photo that sent itself and whose answer was lost, then Retry: the same key again, one file', async () => {
  await signedIn(db, PHONE);
  const user = userEvent.setup();
  await renderApp('/pages/info/photoCard');
  const front = await screen.findByRole('region', { name: 'Лицевая сторона' });
  const lost = loseNextAnswer(server, db, '/api/uploadFile/userFile');
  await user.upload(within(front).getByLabelText('Сфотографировать'), photo('front.jpg'));
  expect(await within(front).findByRole('alert')).toHaveTextContent('Нет соединения с интернетом');
  expect(lost.keys).toHaveLength(1);
  await user.click(within(front).getByRole('button', { name: 'Повторить' }));
  expect(await within(front).findByText('Фото принято')).toBeVisible();
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(files(`7${PHONE}`)).toHaveLength(1);
});
