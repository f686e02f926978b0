import { expect } from '@playwright/test';
import { cameraJpeg } from './photos';
import { expectAccessible, sandbox, seedViaApi, test, useLocale } from './fixtures';

const COMPLAINT = 'Сотрудник коллекторского отдела звонил мне в девять вечера и разговаривал грубо, прошу разобраться';

/**
 * Issue 26, a two-way conversation: the borrower writes a complaint through the feedback form, sees its
 * ticket number and the day an answer is due, the company answers (the sandbox's wait skipped with
 * `advance`), the Me tab's dot tells them, they read the answer in the thread and reply with a photo.
 */
test('ru: a complaint from the feedback form gets a ticket and a due date; the answer lights the Me tab, is read in the thread, and the borrower replies with a photo', async ({ page, watch }) => {
  test.setTimeout(90_000);
  await useLocale(page, 'ru');
  const { phone } = await seedViaApi(page, 'active_loan');

  // From the messages page (which delivers the notices the seeded loan brought): nothing written yet.
  await page.goto('/#/pages/personal/information');
  await expect(page.getByText('Вы ещё не писали нам. Ответ на обращение придёт сюда.')).toBeVisible();
  await page.getByRole('link', { name: 'Написать нам' }).click();
  await page.getByRole('radio', { name: 'Жалоба' }).check();
  await page.getByLabel('Опишите проблему').fill(COMPLAINT);
  await page.getByLabel('Эл. почта для ответа').fill('aigerim@mail.kz');
  await page.getByRole('button', { name: 'Отправить' }).click();

  // The conversation takes the form's place: the ticket number and the day the answer is due.
  await expect(page).toHaveURL(/#\/pages\/personal\/thread\?id=/);
  await expect(page.getByRole('heading', { name: 'Жалоба' })).toBeVisible();
  const status = page.getByText(/^Обращение №\s(\d{2}-\d{6}) · Ждёт ответа · Ответим до \d{1,2}\s\S+\s\d{4}/);
  await expect(status).toBeVisible();
  const ticket = /№\s(\d{2}-\d{6})/.exec((await status.textContent()) ?? '')![1]!;
  const thread = page.getByRole('list', { name: 'Переписка' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByRole('listitem').first()).toContainText(COMPLAINT);

  // No answer yet: the Me tab has nothing new.
  await page.goto('/#/pages/home/my');
  await expect(page.getByRole('link', { name: 'Сообщения', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Я', exact: true })).toBeVisible();

  // The company answers (the sandbox's wait skipped): the Me tab shows it once the borrower comes back to it.
  await sandbox(page.request, { action: 'advance', phone });
  await page.reload();
  const messagesUnread = page.getByRole('link', { name: /^Сообщения\s*,\s*1 непрочитанное$/ });
  await expect(messagesUnread).toBeVisible();
  await expect(page.getByRole('link', { name: /^Я\s*,\s*есть новое$/ })).toBeVisible();

  // The messages page lists the conversation with its new answer; the thread shows it.
  await messagesUnread.click();
  const item = page.getByRole('link').filter({ hasText: `Обращение №\u00a0${ticket}` });
  await expect(item).toContainText('Есть ответ');
  await expect(item).toContainText('1 новый ответ');
  await expectAccessible(page, 'messages page with a conversation');
  await item.click();
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  const answer = thread.getByRole('listitem').nth(1);
  await expect(answer).toContainText('Быстрые займы');
  await expect(answer).toContainText('Мы рассмотрели вашу жалобу');
  await expect(page.getByText(`Обращение №\u00a0${ticket} · Есть ответ`)).toBeVisible();

  // Read: the dot goes out.
  await page.goto('/#/pages/home/my');
  await expect(page.getByRole('link', { name: 'Сообщения', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Я', exact: true })).toBeVisible();

  // The borrower replies with a photo of the call log.
  await page.goBack();
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Ваше сообщение').fill('Спасибо. Прикладываю снимок журнала звонков.');
  await page.getByLabel('Прикрепить фото').setInputFiles({ name: 'calls.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page, 'Журнал звонков 21:04') });
  await expect(page.getByRole('img', { name: 'Прикреплённое фото' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(thread.getByRole('listitem')).toHaveCount(3);
  const reply = thread.getByRole('listitem').nth(2);
  await expect(reply).toContainText('Прикладываю снимок журнала звонков');
  await expect(reply.getByRole('img', { name: 'Фото к сообщению' })).toBeVisible();
  await expect(page.getByLabel('Ваше сообщение')).toHaveValue('');
  await expect(page.getByText(/^Обращение №\s\d{2}-\d{6} · Ждёт ответа · Ответим до/)).toBeVisible();
  await expectAccessible(page, 'thread page');
  expect(watch.consoleErrors).toEqual([]);
});
