import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { appUrl } from './e2e-stack';
import { test } from './fixtures';
import { openSignedIn } from './demo-sessions';
import { chooseDepartment, createPrompt, expectNoWcagViolations, mainArea, openAudit, run, selectButton } from './audit.helpers';

const privateName = `Travel costs ${run}`;
const publicName = `Vendor review ${run}`;

test.describe.configure({ mode: 'serial' });

test('alice creates a private draft prompt and a public one in IT, runs the private one at temperature "0,7" in German and exports the answer with its provenance', async ({ page }) => {
  test.setTimeout(90_000);
  await openAudit(page, 'alice');
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await createPrompt(page, publicName, { private: false, draft: false });
  await mainArea(page).getByRole('button', { name: 'Clear input' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // tools.md §2: description 1 to 5 rows, template 5 to 1000 rows: the lines each box shows, measured.
  const rows = (name: string) =>
    mainArea(page)
      .getByRole('textbox', { name })
      .evaluate((box) => {
        const style = getComputedStyle(box);
        const line = parseFloat(style.lineHeight);
        const frame = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
        const lines = (outer: number) => Math.round(((outer - frame) / line) * 10) / 10;
        return { shown: lines(box.getBoundingClientRect().height), most: lines(parseFloat(style.maxHeight)) };
      });
  expect(await rows('Description')).toEqual({ shown: 1, most: 5 });
  expect(await rows('Template')).toEqual({ shown: 5, most: 1000 });
  await mainArea(page).getByRole('textbox', { name: 'Description' }).fill(Array.from({ length: 9 }, (_, n) => `Line ${n + 1}`).join('\n'));
  expect(await rows('Description')).toEqual({ shown: 5, most: 5 });
  await mainArea(page).getByRole('textbox', { name: 'Template' }).fill(Array.from({ length: 12 }, (_, n) => `Line ${n + 1}`).join('\n'));
  expect((await rows('Template')).shown).toBe(12);
  await mainArea(page).getByRole('button', { name: 'Clear input' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await createPrompt(page, privateName, { private: true, draft: true });
  await expect(mainArea(page).getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(mainArea(page).getByText('No earlier versions.')).toBeVisible();
  await expectNoWcagViolations(page, 'editor');
  await page.getByRole('button', { name: 'Back to the query' }).click();

  await page.getByRole('button', { name: /^Language: / }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.getByRole('heading', { name: 'Anfrage' })).toBeVisible();
  // The prompt stays selected; its marks show in the list.
  await selectButton(page, 'Prompt').click();
  await page.getByRole('option', { name: `${privateName} (privat, Entwurf)` }).click();
  const temperature = page.getByRole('textbox', { name: 'Temperatur' });
  await temperature.fill('0,7');
  await temperature.blur();
  await expect(temperature).toHaveValue('0,7');
  await page.getByRole('textbox', { name: 'Deine Anfrage' }).fill('Ist eine Reise ohne Beleg ein Risiko?');
  await page.getByRole('button', { name: 'Senden' }).click();
  const answer = page.locator('.audit-answer');
  // The studio asks in German (Accept-Language), so the offline responder answers in German.
  await expect(answer).toContainText('Noch ist kein Sprachmodell angebunden', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Senden' })).toBeVisible({ timeout: 15_000 });
  await expect(answer).toContainText('Temperatur: 0.7');
  await expect(answer).toContainText(`Check ${privateName}.`);
  await expect(answer).toContainText('Ist eine Reise ohne Beleg ein Risiko?');
  await expectNoWcagViolations(page, 'query with an answer');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-answer-\d{4}-\d{2}-\d{2}-\d{4}\.md$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(`| Prompt | ${privateName} |`);
  expect(text).toContain('| Prompt-Version | 1 |');
  expect(text).toContain('| Abteilung | IT (IT) |');
  expect(text).toContain('| Modell | offline |');
  expect(text).toContain('| Temperatur | 0.7 |');
  expect(text).toContain('| Risikobewertung | nein |');
  expect(text).toContain('Ist eine Reise ohne Beleg ein Risiko?');
  expect(text).toContain('Noch ist kein Sprachmodell angebunden');
});

test('carl, also in IT, never sees alice\'s private prompt and may not update or delete her public one', async ({ page }) => {
  await openAudit(page, 'carl');
  await chooseDepartment(page, 'Department', 'IT (IT)');
  await selectButton(page, 'Prompt').click();
  const options = page.getByRole('listbox');
  await expect(options.getByRole('option', { name: publicName })).toBeVisible();
  await expect(options.getByRole('option', { name: new RegExp(privateName) })).toHaveCount(0);
  await options.getByRole('option', { name: publicName }).click();

  await page.getByRole('button', { name: 'Manage prompts' }).click();
  const editor = mainArea(page);
  await expect(editor.getByRole('heading', { name: `Prompt: ${publicName}` })).toBeVisible();
  await expect(editor.getByText(/belongs to someone else/)).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Save new' })).toBeVisible();
  await expectNoWcagViolations(page, 'editor as a non-owner');
});

test('a failed models call stops the load sequence with a warning toast naming the status', async ({ page }) => {
  let promptsCalled = false;
  await page.route('**/v1/models', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }));
  await page.route('**/v1/prompts', (route) => {
    promptsCalled = true;
    return route.continue();
  });
  await openSignedIn(page, 'alice', `${appUrl}/audit-gpt`);
  await expect(page.getByText('The models could not be loaded (status 500).')).toBeVisible();
  await expect(page.getByText('The audit assistant could not load everything it needs.')).toBeVisible();
  expect(promptsCalled).toBe(false);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
});
