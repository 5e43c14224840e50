import { expect, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from './axe';
import { appUrl } from './e2e-stack';
import { openSignedIn } from './demo-sessions';

/** The audit assistant's end-to-end steps, shared by its specs. */

// The stack's database lives for the whole run: names of this run's own.
export const run = Date.now().toString(36);

export async function expectNoWcagViolations(page: Page, what: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await wcagViolations(page), `${what}, ${scheme}`).toEqual([]);
  }
}

export async function openAudit(page: Page, user: string) {
  await openSignedIn(page, user, `${appUrl}/audit-gpt`);
  await expect(page.getByRole('heading', { name: /^(Query|Anfrage)$/ })).toBeVisible();
  // The load sequence is done when the departments can be chosen.
  await expect(page.getByRole('combobox', { name: /^(Department|Abteilung)$/ })).toBeEnabled();
}

export async function chooseDepartment(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The query panel or the prompt editor, beside the sidebar. */
export const mainArea = (page: Page) => page.locator('.audit-main');

/** A select's button is named by its value, then its label. */
export const selectButton = (page: Page | Locator, label: string) =>
  page.getByRole('button', { name: new RegExp(`(^| )${label}$`) });

/** In the prompt editor: fills and saves a new prompt, in IT unless told. */
export async function createPrompt(
  page: Page,
  name: string,
  { private: isPrivate, draft, department = 'IT (IT)', template = `You are an internal auditor. Check ${name}.` }:
    { private: boolean; draft: boolean; department?: string; template?: string },
) {
  const editor = mainArea(page);
  await selectButton(editor, 'Department').click();
  await page.getByRole('option', { name: department }).click();
  if (isPrivate) await editor.getByText('Private (only you see it)').click();
  if (draft) await editor.getByText('Draft', { exact: true }).click();
  await editor.getByRole('textbox', { name: 'Prompt name' }).fill(name);
  await editor.getByRole('textbox', { name: 'Description' }).fill(`Checks ${name}`);
  await editor.getByRole('textbox', { name: 'Template' }).fill(template);
  await editor.getByRole('button', { name: 'Save new' }).click();
  await expect(page.getByRole('dialog', { name: `Save new ${name}?` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Prompt ${name} created.`)).toBeVisible();
  await expect(editor.getByRole('heading', { name: `Prompt: ${name}` })).toBeVisible();
}
