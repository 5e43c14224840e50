import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { historyKeys, readHistory, seedHistory } from '../browser/history-db';
import { makeDocx } from '../../server/api/testing/office-fixtures';
import { ask, assistantMessages, bobWithCorruptHistory, corruptHistory, DOCX_MIME, uploadDocx, userMessages } from './chat.helpers';
import { wcagViolations } from './axe';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';

test('alice uploads a docx, asks about it, sees the streamed answer quoting it, renames, reloads and finds everything', async ({ page }) => {
  await openSignedIn(page, 'alice');
  await uploadDocx(page, 'zebra-project.docx', ['The Zebra project budget is 42 million euros for 2026.']);
  await ask(page, 'What is the Zebra project budget?');

  const answer = assistantMessages(page).last();
  await expect(answer).toContainText('42 million euros', { timeout: 15_000 });
  await expect(answer).toContainText('zebra-project.docx');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

  await page.getByRole('button', { name: 'Chat actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('  Zebra budget  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Zebra budget' })).toBeVisible();
  // Saved within a second (at most one write per second).
  await expect
    .poll(async () => JSON.stringify(await readHistory(page, 'PRIVATE_CHAT_HISTORY:alice')))
    .toContain('"name":"Zebra budget"');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Zebra budget' })).toBeVisible();
  await expect(userMessages(page)).toHaveText([/What is the Zebra project budget\?/]);
  await expect(assistantMessages(page).last()).toContainText('42 million euros');
  await expect(page.getByRole('checkbox', { name: 'zebra-project.docx' })).toBeChecked();
});

test('deleting a document deletes it on the server at once', async ({ page }) => {
  await openSignedIn(page, 'alice');
  await uploadDocx(page, 'delete-me.docx', ['The Okapi project is confidential.']);
  await expect(page.getByRole('checkbox', { name: 'delete-me.docx' })).toBeChecked();
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().includes('/v1/documents/'));
  await page.getByRole('complementary', { name: 'Chats and documents' }).getByRole('button', { name: 'Delete delete-me.docx' }).click();
  await page.getByRole('dialog', { name: /Delete “delete-me\.docx”\?/ }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('checkbox', { name: 'delete-me.docx' })).toHaveCount(0);
  expect((await deleted).status()).toBe(204);
});

test('editing a question truncates after it and asks again', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await ask(page, 'First question?');
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await userMessages(page).first().getByRole('button', { name: 'Edit message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).last().fill('Edited question?');
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(userMessages(page)).toHaveText([/Edited question\?/]);
  await expect(assistantMessages(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
});

test('chats older than 90 days are offered for download, then removed on confirm', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  const old = Date.now() - 91 * 24 * 3600 * 1000;
  await seedHistory(page, 'PRIVATE_CHAT_HISTORY:bob', {
    version: 1,
    deleted: {},
    items: [{ sessionId: 'session_old', name: 'Ancient chat', createdAt: old, timeStamp: old, documents: [], messages: [{ role: 'user', content: 'hello' }, { role: 'assistant', content: 'Hello!' }] }],
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Chats older than 90 days' });
  await expect(dialog).toContainText('Ancient chat');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download: Ancient chat' }).click();
  expect((await download).suggestedFilename()).toBe('Ancient-chat.txt');
  // Its kept answers go from the server too: none are left after 90 days (404), which is what the call is for.
  const answersDeleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith('/v1/chat/sessions/session_old/answers'));
  await dialog.getByRole('button', { name: 'Delete them' }).click();
  await expect(page.getByRole('button', { name: 'Ancient chat' })).toHaveCount(0);
  expect((await answersDeleted).status()).toBe(404);
});

test('two tabs never overwrite each other\'s chats', async ({ page, context }) => {
  // Two sign-ins through the provider and two answers: over 30 s on a busy CI machine.
  test.setTimeout(60_000);
  await openSignedIn(page, 'bob');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('button', { name: 'New chat' })).toBeVisible();

  await ask(page, 'Question from tab one');
  await ask(second, 'Question from tab two');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(page.locator('.chat-list .chat-item')).toHaveCount(2);
  await second.reload();
  await expect(second.locator('.chat-list .chat-item')).toHaveCount(2);
});

test('a corrupt stored history is kept aside and the user is told; nothing is replaced by an empty list', async ({ page }) => {
  await bobWithCorruptHistory(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download what could not be read' }).click();
  const copy = JSON.parse(await readFile(await (await download).path(), 'utf8')) as { copies: { key: string; value: unknown }[] };
  expect(copy.copies).toEqual([{ key: expect.stringMatching(/^PRIVATE_CHAT_HISTORY:bob\.unreadable\./), value: corruptHistory }]);
  await ask(page, 'Does this overwrite anything?');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  expect(await readHistory(page, 'PRIVATE_CHAT_HISTORY:bob')).toBe(corruptHistory);
  expect((await historyKeys(page)).some((key) => key.startsWith('PRIVATE_CHAT_HISTORY:bob.unreadable.'))).toBe(true);
});

test('a 500-message chat opens at its end and mounts only a screenful of messages', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  const now = Date.now();
  const messages = Array.from({ length: 500 }, (_, i) => ({
    role: i % 2 === 0 ? 'user' : 'assistant',
    content: i % 2 === 0 ? `Question number ${i}` : `Answer **number ${i}** with a [link](https://example.com/${i}).`,
  }));
  await seedHistory(page, 'PRIVATE_CHAT_HISTORY:bob', {
    version: 1,
    deleted: {},
    items: [{ sessionId: 'session_long', name: 'Long chat', createdAt: now, timeStamp: now, documents: [], messages }],
  });
  await page.reload();
  await expect(page.getByText('Answer number 499 with a link.')).toBeVisible();
  const mounted = await page.getByRole('article').count();
  expect(mounted).toBeGreaterThan(0);
  expect(mounted).toBeLessThanOrEqual(40);

  // Away from the bottom: the scroll button; a new message meanwhile adds the new-messages button.
  await page.locator('.message-scroller').hover();
  await page.mouse.wheel(0, -3_000);
  await expect(page.getByRole('button', { name: 'Scroll to the bottom' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New messages' })).toHaveCount(0);
  // Sending from up there brings the user's own message into view, with no pill left over.
  await ask(page, 'Anything new?');
  await expect(userMessages(page).last()).toContainText('Anything new?');
  await expect(userMessages(page).last()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'New messages' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scroll to the bottom' })).toHaveCount(0);
});

test('a reload right after an answer completes keeps the question and the answer', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await ask(page, 'Is this kept?');
  await expect(assistantMessages(page).last()).toContainText('No language model is connected', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await page.reload();
  await expect(userMessages(page)).toHaveText([/Is this kept\?/]);
  await expect(assistantMessages(page).last()).toContainText('No language model is connected');
});

test('in the message box Ctrl, Meta and Shift with Enter add lines, and Enter sends', async ({ page }) => {
  await openSignedIn(page, 'bob');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.pressSequentially('a');
  await input.press('Control+Enter');
  await input.pressSequentially('b');
  await input.press('Meta+Enter');
  await input.pressSequentially('c');
  await input.press('Shift+Enter');
  await input.pressSequentially('d');
  await expect(input).toHaveValue('a\nb\nc\nd');
  await input.press('Enter');
  await expect(userMessages(page)).toHaveText([/a\s*b\s*c\s*d/]);
  await expect(input).toHaveValue('');
});

test('the message box rests at 54 px, grows with its lines up to 120 px, then scrolls; sending brings it back', async ({ page }) => {
  await openSignedIn(page, 'bob');
  const input = page.getByRole('textbox', { name: 'Message' });
  const box = () => input.evaluate((element) => ({ height: element.getBoundingClientRect().height, scrolls: element.scrollHeight > element.clientHeight }));
  await expect.poll(box).toEqual({ height: 54, scrolls: false });

  await input.fill('one\ntwo\nthree\nfour');
  const fourLines = await box();
  expect(fourLines.height).toBeGreaterThan(54);
  expect(fourLines.height).toBeLessThan(120);

  await input.fill(Array.from({ length: 12 }, (_, line) => `line ${line + 1}`).join('\n'));
  await expect.poll(box).toEqual({ height: 120, scrolls: true });

  await input.press('Enter');
  await expect(userMessages(page)).toHaveText([/line 1\s+line 2/]);
  await expect.poll(box).toEqual({ height: 54, scrolls: false });
});

test('a document uploaded in a chat is ticked for it and answers the next question; unticked, the answer says to tick one', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await page.locator('input[type=file]').setInputFiles({
    name: 'okapi.docx',
    mimeType: DOCX_MIME,
    buffer: await makeDocx(['The okapi enclosure opens at nine in the morning.']),
  });
  await expect(page.getByText('File upload successful')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'okapi.docx' })).toBeChecked();
  await ask(page, 'When does the okapi enclosure open?');
  await expect(assistantMessages(page).last()).toContainText('opens at nine in the morning', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('checkbox', { name: 'okapi.docx' }).uncheck({ force: true });
  await ask(page, 'And the okapi?');
  await expect(assistantMessages(page).last()).toContainText('no document is ticked for this chat', { timeout: 15_000 });
});

test('with the interface in German, the offline answer is German', async ({ page }) => {
  await openSignedIn(page, 'bob');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await input.fill('Gibt es etwas Neues?');
  await input.press('Enter');
  await expect(assistantMessages(page).or(page.getByRole('article', { name: 'Assistent' })).last()).toContainText(
    'Noch ist kein Sprachmodell angebunden',
    { timeout: 15_000 },
  );
});

test('a studio left open for a day removes its expired documents when the tab comes back, without a reload', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, 'bob');
  await uploadDocx(page, 'yesterday.docx', ['Notes from yesterday.']);
  // A day passes with the tab in the background; coming back to the front checks expiry at once.
  // (The minute's check is the chat machine's unit test: running a fake minute here would also
  // time out the token refresh it starts.)
  await page.clock.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('Documents older than 24 hours were removed: yesterday.docx')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'yesterday.docx' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar is a drawer, closed by default and after picking a chat; the input and a question use the full width', async ({ page }) => {
    await openSignedIn(page, 'bob');
    const input = page.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Chats and documents' })).toHaveCount(0);
    expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(300);
    await ask(page, 'Short question');
    const question = userMessages(page).last();
    await expect(question).toContainText('Short question');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
    const lineHeight = await question.getByText('Short question').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
    expect((await question.getByText('Short question').boundingBox())!.height).toBeLessThan(lineHeight * 1.6);

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const drawer = page.getByRole('complementary', { name: 'Chats and documents' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'New chat' }).click();
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await drawer.getByText('Short question').first().click();
    await expect(drawer).toHaveCount(0);
    await expect(userMessages(page).last()).toContainText('Short question');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await wcagViolations(page), `${scheme}, drawer closed`).toEqual([]);
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(drawer).toBeVisible();
      expect(await wcagViolations(page), `${scheme}, drawer open`).toEqual([]);
      await drawer.getByRole('button', { name: 'Close sidebar' }).click();
    }
  });
});

test('closing the sidebar on a wide screen, by keyboard and by pointer, leaves the focus on the top menu\'s "Open sidebar", whose code comes by need', async ({ page }) => {
  await openSignedIn(page, 'alice');
  const sidebar = page.getByRole('complementary', { name: 'Chats and documents' });
  const topMenu = page.getByRole('toolbar', { name: 'Chats and documents' });
  await sidebar.getByRole('button', { name: 'Close sidebar' }).focus();
  await page.keyboard.press('Enter');
  await expect(topMenu.getByRole('button', { name: 'Open sidebar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('button', { name: 'Close sidebar' })).toBeFocused();
  await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
  await expect(topMenu.getByRole('button', { name: 'Open sidebar' })).toBeFocused();
});
