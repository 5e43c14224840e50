import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { mainArea, openAudit, run, selectButton } from './audit.helpers';
import { expectFocusSeen, tabTo } from './keyboard.helpers';

const promptName = `Keyboard versions ${run}`;
const versionHistory = (page: Page) => mainArea(page).getByRole('region', { name: /^Version history/ });
const versionEntry = (page: Page, version: number) => versionHistory(page).getByRole('listitem').filter({ hasText: `Version ${version}: ` });

/** Enter on the focused action opens its confirmation; the confirm has the focus and Enter confirms. */
async function confirmByEnter(page: Page, headline: string) {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: headline });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** Replaces the text of the focused field. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test('the audit assistant’s prompt editor by keyboard alone: a new prompt, a candidate, the candidate made live, an older version restored, the diff’s layout; after each confirmation the focus is seen, never on body', async ({ page }) => {
  test.setTimeout(120_000);
  await openAudit(page, 'alice');
  await tabTo(page, page.getByRole('button', { name: 'Manage prompts' }));
  await page.keyboard.press('Enter');
  const editor = mainArea(page);
  await expect(editor.getByRole('heading', { name: 'New prompt' })).toBeVisible();

  // A new private prompt in IT: the department's select by Enter and typing, the tick by Space, the fields typed.
  const department = selectButton(editor, 'Department');
  await tabTo(page, department);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('IT');
  await page.keyboard.press('Enter');
  await expect(department).toContainText('IT (IT)');
  await expectFocusSeen(page, 'after the department list');
  await page.keyboard.press('Tab');
  await expect(editor.getByRole('checkbox', { name: 'Private (only you see it)' })).toBeFocused();
  await expectFocusSeen(page, 'on the private tick');
  await page.keyboard.press('Space');
  await expect(editor.getByRole('checkbox', { name: 'Private (only you see it)' })).toBeChecked();
  await tabTo(page, editor.getByRole('textbox', { name: 'Prompt name' }));
  await page.keyboard.type(promptName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Checks ${promptName}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Version one: check each receipt.');
  await tabTo(page, editor.getByRole('button', { name: 'Save new' }));
  await confirmByEnter(page, `Save new ${promptName}?`);
  await expect(page.getByText(`Prompt ${promptName} created.`)).toBeVisible();
  await expect(editor.getByRole('heading', { name: `Prompt: ${promptName}` })).toBeVisible();
  await expectFocusSeen(page, 'after saving the new prompt');

  // A candidate: the template changed, saved as a candidate.
  await editor.getByRole('textbox', { name: 'Template' }).focus();
  await retype(page, 'Version two: check each receipt and its approval.');
  await tabTo(page, editor.getByRole('button', { name: 'Save as candidate' }));
  await confirmByEnter(page, `Save ${promptName} as a candidate? Colleagues keep the live version until you make it live.`);
  await expect(versionHistory(page).getByRole('heading', { name: 'Version history (current: version 2)' })).toBeVisible();
  await expect(versionEntry(page, 2)).toContainText('Candidate, not live yet');
  await expectFocusSeen(page, 'after saving the candidate');

  // The candidate made live: its button goes with the confirmation, the focus does not go to body.
  await tabTo(page, versionHistory(page).getByRole('button', { name: 'Make version 2 live' }));
  await confirmByEnter(page, `Make version 2 of ${promptName} live?`);
  await expect(versionHistory(page).getByText('Candidate, not live yet')).toHaveCount(0);
  await expect(versionEntry(page, 2)).toContainText('Live');
  await expectFocusSeen(page, 'after making the candidate live');

  // Version 1 restored: a new version 3 from its copy.
  await tabTo(page, versionHistory(page).getByRole('button', { name: 'Restore version 1' }));
  await confirmByEnter(page, `Restore version 1 of ${promptName}?`);
  await expect(versionHistory(page).getByRole('heading', { name: 'Version history (current: version 3)' })).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Template' })).toHaveValue('Version one: check each receipt.');
  await expectFocusSeen(page, 'after restoring a version');

  // The diff's layout by the arrow keys of its radio group.
  const diff = versionHistory(page).getByRole('region', { name: 'Compare versions' });
  await tabTo(page, diff.getByRole('radio', { name: 'Inline' }));
  await expectFocusSeen(page, 'on the diff’s layout');
  await page.keyboard.press('ArrowRight');
  await expect(diff.getByRole('radio', { name: 'Side by side' })).toBeChecked();

  // Back to the query by the sidebar's button.
  const back = page.getByRole('button', { name: 'Back to the query' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(mainArea(page).getByRole('textbox', { name: 'Your query' })).toBeVisible();
  await expectFocusSeen(page, 'back at the query');
});
