import { expect } from '@playwright/test';
import { longChatFile } from '../browser/long-chat-file';
import { importTakeAlong } from '../browser/take-along-import';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

test('a 5,000-message chat and a thousand chats beside it open, are read by keyboard and searched; a pasted log is called too long', async ({ page }) => {
  // About 40 s on a quiet machine; the margin is for a loaded one.
  test.setTimeout(90_000);
  // About 15 MB: 2,500 questions and 2,500 Markdown answers with tables and code.
  const file = longChatFile({ messages: 5_000, answerChars: 5_200, sidebarChats: 1_000 });
  await openSignedIn(page, 'alice');
  await importTakeAlong(page, file.text, 40_000);

  const history = page.getByRole('list', { name: 'Chats' });
  await expect(history.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '1001');
  expect(await history.getByRole('listitem').count()).toBeLessThan(60);
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('Sidebar chat 0999');
  await expect(history.getByRole('button')).toHaveText([/^Sidebar chat 0999 /]);
  await page.getByRole('searchbox', { name: 'Search chats' }).fill('');

  await history.getByRole('button', { name: file.longChatName }).click();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').last()).toContainText(file.lastWords);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  expect(await conversation.getByRole('listitem').count()).toBeLessThan(40);

  // From the conversation, Home reaches the first of the 5,000 messages and the arrows read on.
  await conversation.focus();
  await page.keyboard.press('Home');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-posinset', '1');
  await expect(focused).toHaveAttribute('aria-setsize', '5000');
  await expect(focused).toContainText('Question 0:');
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAttribute('aria-posinset', '2');
  await expect(focused).toContainText('Answer 1');
  expect(await conversation.getByRole('listitem').count()).toBeLessThan(40);
  await page.keyboard.press('End');
  await expect(focused).toContainText(file.lastWords);

  // A 20,000-line log: too long for the model, said before sending, and the text stays.
  const log = Array.from({ length: 20_000 }, (_, line) => `2026-12-02 04:00:00 INFO request ${line} handled in ${line % 97} ms`).join('\n');
  const input = page.getByRole('textbox', { name: 'Message' });
  // Put in as a paste leaves it (the text area's value and one input event); typing it in with
  // Playwright's fill (insertText) takes the browser minutes for 20,000 lines.
  await input.evaluate((area: HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, log);
  await expect(page.getByRole('status').filter({ hasText: 'too long to send' })).toContainText('over the limit of 40,000 tokens');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.press('Enter');
  await expect(input).toHaveValue(log);
});
