/**
 * One certificate, one file (issue 13): a double tap on "Upload" neither sends twice nor cancels (its second tap
 * may land where Cancel now is), and the retry after a lost answer sends the same photo with the same key.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { loseNextAnswer } from '@/mocks/testing';

vi.mock('@/shared/image/prepare', () => ({
  prepareIdPhoto: vi.fn((file: File) =>
    Promise.resolve({ blob: file, name: 'receipt.jpg', type: 'image/jpeg', width: 1200, height: 800, bytes: file.size, quality: 0.85, attempts: 1 }),
  ),
}));

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => server.events.removeAllListeners());

it('a double tap on Upload, a lost answer and Retry: the same key again, one file, then the confirmation', async () => {
  const { user } = await seededAs(db, { stage: 'active_loan' });
  const u = userEvent.setup();
  const { location } = await renderApp(`/pages/dialogs/repayment-certificate?orderNo=${user.orders[0]!.orderNo}`);
  const dialog = await screen.findByRole('dialog');
  const lost = loseNextAnswer(server, db, '/api/uploadFile/userFile');
  await u.upload(await within(dialog).findByLabelText('Сфотографировать квитанцию'), new File([new Uint8Array(2048)], 'receipt.jpg', { type: 'image/jpeg' }));
  await u.click(await within(dialog).findByRole('button', { name: 'Загрузить' }));
  // The second tap of the double tap: on Upload (busy now) or on Cancel, where the layout moved.
  expect(within(dialog).getByRole('button', { name: /Загрузить/ })).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }), { detail: 2 });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/\S/);
  expect(lost.keys).toHaveLength(1);
  await u.click(within(dialog).getByRole('button', { name: 'Повторить загрузку' }));
  await waitFor(() => expect(location().pathname).toBe('/pages/dialogs/repayment-confirm'));
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[0]).toBeTruthy();
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(Object.values(db.userByPhone(user.phone)!.files).filter((f) => f.type === 'voucher')).toHaveLength(1);
});
