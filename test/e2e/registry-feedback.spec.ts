import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { appUrl } from './e2e-stack';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

// Feedback on a registry answer reaches the component's contact and the admins, and no one else:
// carl asks the travel policy and finds the answer wrong; tara (travel@example.com, the travel
// policy's ContactEmail) reads it; alice, an admin, finds it among all feedback and in its CSV.
// carl is no component's contact, so he is also the colleague who owns nothing.
const run = Date.now().toString(36);
const question = `What may a hotel night cost? (${run})`;
const comment = `The limit for Munich is higher (${run})`;

/** The registry (signed in as `user`, or reloaded), its card `title` opened once the shell knows what the user may see beyond their groups. */
async function openRegistryCard(page: Page, user: string | 'reload', title: string) {
  const capabilities = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/capabilities' && response.ok());
  if (user === 'reload') await page.reload();
  else await openSignedIn(page, user, `${appUrl}/rags`);
  await capabilities;
  if (user === 'reload') await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Registry', exact: true }).click();
  await page.getByRole('button', { name: title, exact: true }).click();
  await expect(page.getByRole('button', { name: `To chat with ${title}` })).toBeVisible();
}

async function expectNoWcagViolations(page: Page, what: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), `${what}, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test("carl's thumbs-down on a registry answer reaches tara, the component's contact, and alice, an admin, with the CSV; carl sees no feedback entry", async ({ page: carl, otherPage: tara, thirdPage: alice }) => {
  test.setTimeout(180_000);
  await openRegistryCard(carl, 'carl', 'Travel policy');
  await carl.getByRole('button', { name: 'To chat with Travel policy' }).click();
  await carl.getByRole('textbox', { name: 'Message' }).fill(question);
  await carl.keyboard.press('Enter');
  const answer = carl.locator('.message-assistant').last();
  const thumbs = answer.getByRole('group', { name: 'Was this answer any good?' });
  await thumbs.getByRole('button', { name: 'Bad answer' }).click({ timeout: 30_000 });
  const form = answer.getByRole('form', { name: 'What was wrong?' });
  await form.getByText('It is wrong').click();
  await form.getByRole('textbox', { name: 'In your own words (optional)' }).fill(comment);
  await form.getByText('Include the question and answer').click();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(thumbs.getByRole('status')).toHaveText("Thank you: your feedback went to the component's contact.");

  // carl, no component's contact, is offered no one's feedback on the card, after a reload too.
  await openRegistryCard(carl, 'reload', 'Travel policy');
  await expect(carl.getByRole('button', { name: /^Feedback on / })).toHaveCount(0);

  // tara, the contact, reads it on the card of her component, fresh from the server.
  await openRegistryCard(tara, 'tara', 'Travel policy');
  await tara.getByRole('button', { name: 'Feedback on Travel policy' }).click();
  const dialog = tara.getByRole('dialog', { name: 'Feedback on Travel policy' });
  const said = dialog.getByRole('list', { name: 'What users said about Travel policy' });
  await expect(said.getByRole('listitem').filter({ hasText: comment })).toContainText(`: bad · It is wrong · “${comment}”`);
  await said.getByRole('listitem').filter({ hasText: comment }).getByText('The question and answer').click();
  await expect(said.getByText(question)).toBeVisible();
  await expectNoWcagViolations(tara, "the component's feedback");
  await tara.setViewportSize({ width: 390, height: 844 });
  expect(await tara.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1), 'the feedback dialog at 390 px').toBe(true);

  // alice, an admin, sees it among all feedback and downloads it as CSV.
  await openSignedIn(alice, 'alice', `${appUrl}/usage`);
  await expect(alice.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
  await alice.getByRole('button', { name: 'Feedback' }).click();
  await expect(alice.getByRole('region', { name: 'By prompt version and component' }).getByRole('row').filter({ hasText: 'Component travel-policy' })).toContainText('It is wrong');
  await expect(alice.getByRole('list', { name: 'What users said about Component travel-policy' })).toContainText(comment);
  const downloading = alice.waitForEvent('download');
  await alice.getByRole('button', { name: 'Export as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^feedback-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const line = csv.split('\r\n').find((text) => text.includes(comment));
  expect(line, 'the vote in the CSV').toBeDefined();
  expect(line).toContain(',registry,');
  expect(line).toContain(',travel-policy,');
  expect(line).toContain(',down,wrong,');
  expect(line).toContain(question);
  await expectNoWcagViolations(alice, 'all feedback on the usage page');
  await alice.setViewportSize({ width: 390, height: 844 });
  expect(await alice.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1), 'all feedback at 390 px').toBe(true);
  await expectNoWcagViolations(alice, 'all feedback on the usage page at 390 px');
});
