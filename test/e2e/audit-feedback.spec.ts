import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { chooseDepartment, createPrompt, mainArea, openAudit, run, selectButton } from './audit.helpers';

// Feedback on an audit answer reaches the prompt's owner under the version that wrote it, and no one
// else: alice owns the prompt (made here, a name of this run's own), carl, in her department IT, runs it
// at his own computer. carl owns no prompt in any spec, so he is also the colleague who owns nothing.
const promptName = `Supplier check ${run}`;
const comment = `The contract clause is misquoted (${run})`;

const versionHistory = (page: Page) => mainArea(page).getByRole('region', { name: /^Version history/ });
const versionEntry = (page: Page, version: number) => versionHistory(page).getByRole('listitem').filter({ hasText: `Version ${version}: ` });
const feedbackList = (page: Page, version: number) => versionHistory(page).getByRole('list', { name: `Feedback on version ${version}` });

async function choosePrompt(page: Page, name: string) {
  await selectButton(page, 'Prompt').click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
}

/** alice's editor on her prompt, read afresh from the server (a reload, as tomorrow's visit would). */
async function ownersHistoryAfterReload(alice: Page) {
  await alice.reload();
  await expect(alice.getByRole('combobox', { name: 'Department' })).toBeEnabled();
  await chooseDepartment(alice, 'Department', 'IT (IT)');
  await choosePrompt(alice, promptName);
  await alice.getByRole('button', { name: 'Manage prompts' }).click();
  await expect(mainArea(alice).getByRole('heading', { name: `Prompt: ${promptName}` })).toBeVisible();
  await expect(versionEntry(alice, 1)).toContainText(/Used once, last /);
  return versionEntry(alice, 1);
}

test('carl\'s thumbs-down with a reason reaches alice, the prompt\'s owner, under that version after a reload; carl, who owns nothing, sees none; withdrawn, it is gone', async ({ page: alice, otherPage: carl }) => {
  test.setTimeout(150_000);
  await openAudit(alice, 'alice');
  await alice.getByRole('button', { name: 'Manage prompts' }).click();
  await createPrompt(alice, promptName, { private: false, draft: false });
  await expect(versionEntry(alice, 1)).toContainText('Not used yet');

  // carl asks with alice's prompt and finds the answer wrong.
  await openAudit(carl, 'carl');
  await chooseDepartment(carl, 'Department', 'IT (IT)');
  await choosePrompt(carl, promptName);
  await carl.getByRole('textbox', { name: 'Your query' }).fill('Does the supplier contract allow a price rise?');
  await carl.getByRole('button', { name: 'Send' }).click();
  await expect(carl.locator('.audit-answer')).toContainText('Does the supplier contract allow a price rise?', { timeout: 15_000 });
  await expect(carl.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  const thumbs = carl.getByRole('group', { name: 'Was this answer any good?' });
  await thumbs.getByRole('button', { name: 'Bad answer' }).click();
  const form = carl.getByRole('form', { name: 'What was wrong?' });
  await form.getByRole('radio', { name: 'It is wrong' }).check({ force: true });
  await form.getByRole('textbox', { name: 'In your own words (optional)' }).fill(comment);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(thumbs.getByRole('status')).toHaveText("Thank you: your feedback went to the prompt's owner.");
  await expect(form).toHaveCount(0);
  await expect(thumbs.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'true');

  // alice sees it under version 1, the one carl's answer came from, read back from the server.
  const owners = await ownersHistoryAfterReload(alice);
  await expect(owners).toContainText('0 good, 1 bad');
  await expect(feedbackList(alice, 1).getByRole('listitem')).toHaveText([new RegExp(`: bad · It is wrong · “${comment.replace(/[()]/g, '\\$&')}”$`)]);

  // carl, at the same prompt's history (he owns no prompt, and is no admin), sees no one's feedback: not even his own.
  await carl.getByRole('button', { name: 'Manage prompts' }).click();
  await expect(mainArea(carl).getByRole('heading', { name: `Prompt: ${promptName}` })).toBeVisible();
  await expect(versionEntry(carl, 1)).toContainText(/Used once, last /);
  await expect(versionEntry(carl, 1)).not.toContainText('bad');
  await expect(versionHistory(carl).getByRole('list', { name: /^Feedback on version/ })).toHaveCount(0);
  await carl.getByRole('button', { name: 'Back to the query' }).click();

  // carl withdraws his vote: the pressed thumb again.
  await expect(thumbs.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'true');
  await thumbs.getByRole('button', { name: 'Bad answer' }).click();
  await expect(thumbs.getByRole('button', { name: 'Bad answer' })).toHaveAttribute('aria-pressed', 'false');
  await expect(thumbs.getByRole('status')).toHaveText('');

  const afterWithdrawal = await ownersHistoryAfterReload(alice);
  await expect(afterWithdrawal).toContainText('0 good, 0 bad');
  await expect(feedbackList(alice, 1)).toHaveCount(0);
  await expect(afterWithdrawal).not.toContainText(comment);
});
