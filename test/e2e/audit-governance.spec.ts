import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ActivityEntry } from '../../server/api/audit/prompt-activity';
import type { VersionUse } from '../../contracts/audit-api';
import { e2ePorts } from '../../server/ports';
import { test } from './fixtures';
import { storedOidcUser } from './sign-in.helpers';
import { chooseDepartment, createPrompt, expectNoWcagViolations, mainArea, openAudit, run, selectButton } from './audit.helpers';

test.describe.configure({ mode: 'serial' });

// The audit-grade prompt store end to end: the owner (alice) and a colleague in her department (carl, IT) at two
// computers. No demo account outside IT can open the audit assistant (alice is in Finance and IT,
// carl in IT only), so the one outside a department is carl for alice's Finance prompt.
const apiUrl = `http://localhost:${e2ePorts.api}`;
const sharedName = `Invoice check ${run}`;
const financeName = `Budget check ${run}`;
const liveTemplate = `You are an internal auditor. Compare each invoice with its contract (${run}).`;
const candidateTemplate = `You are an internal auditor. Compare each invoice with its contract and its purchase order (${run}).`;
const startedAt = Date.now();

/** Sends a query from the query panel and waits for the whole answer. */
async function ask(page: Page, query: string) {
  await page.getByRole('textbox', { name: 'Your query' }).fill(query);
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('.audit-answer');
  await expect(answer).toContainText(query, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  return answer;
}

async function choosePrompt(page: Page, name: string) {
  await selectButton(page, 'Prompt').click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
}

/**
 * The chosen department's prompt picker does not offer `name`. Other specs' prompts may share the
 * department, or it may be empty now: then the picker is disabled and says so.
 */
async function expectNotOffered(page: Page, name: string) {
  const picker = selectButton(page, 'Prompt');
  await expect(picker).not.toContainText(name);
  if (await picker.isEnabled()) {
    await picker.click();
    await expect(page.getByRole('listbox').getByRole('option', { name })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    await expect(picker).toContainText('No prompts in this department');
  }
}

/** The file a click on `button` downloads, with its name. */
async function downloaded(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

const versionHistory = (page: Page) => mainArea(page).getByRole('region', { name: /^Version history/ });
const versionEntry = (page: Page, version: number) => versionHistory(page).getByRole('listitem').filter({ hasText: `Version ${version}: ` });
const activitySection = (page: Page) => mainArea(page).getByRole('region', { name: 'Activity log' }).first();
/** The log's rows about one prompt, newest first. */
const activityRows = (page: Page, name: string) => mainArea(page).getByRole('table').getByRole('row').filter({ hasText: `${name} (` });

/** The audit API as the studio calls it for the user signed in on `page`: with their ID token. */
async function apiAs(page: Page) {
  const user = await storedOidcUser(page);
  expect(user?.id_token).toBeTruthy();
  const headers = { authorization: `Bearer ${user!.id_token}` };
  return {
    call: (method: string, path: string, data?: unknown) => page.request.fetch(`${apiUrl}${path}`, { method, headers, data }),
    async activity(name: string) {
      const response = await page.request.get(`${apiUrl}/v1/prompt-activity`, { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as ActivityEntry[]).filter((entry) => entry.prompt_name === name);
    },
    async promptId(name: string) {
      const response = await page.request.get(`${apiUrl}/v1/prompts`, { headers });
      expect(response.status()).toBe(200);
      const departments = (await response.json()) as Array<{ department_code: string; prompts: Array<{ id: string; prompt_name: string }> }>;
      return departments.flatMap((department) => department.prompts).find((prompt) => prompt.prompt_name === name)?.id;
    },
  };
}

test('alice tries a candidate while carl, in her department, keeps getting the live version; once she makes it live he gets it, and she sees the diff and each version\'s use count', async ({ page, otherPage: carl }) => {
  test.setTimeout(180_000);
  await openAudit(page, 'alice');
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await createPrompt(page, sharedName, { private: false, draft: false, template: liveTemplate });
  const editor = mainArea(page);
  await editor.getByRole('textbox', { name: 'Template' }).fill(candidateTemplate);
  await editor.getByRole('button', { name: 'Save as candidate' }).click();
  await expect(page.getByRole('dialog', { name: `Save ${sharedName} as a candidate? Colleagues keep the live version until you make it live.` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Prompt ${sharedName} updated.`)).toBeVisible();
  await expect(versionHistory(page).getByRole('heading', { name: 'Version history (current: version 2)' })).toBeVisible();
  await expect(versionHistory(page).getByText('Version 2 is a candidate: colleagues still get version 1. Try it, then make it live.')).toBeVisible();
  await expect(versionEntry(page, 2)).toContainText('Candidate, not live yet');
  await expect(versionEntry(page, 1)).toContainText('Live');

  // carl, at his own computer, gets the live version: in the editor and in his answer.
  await openAudit(carl, 'carl');
  await chooseDepartment(carl, 'Department', 'IT (IT)');
  await choosePrompt(carl, sharedName);
  await carl.getByRole('button', { name: 'Manage prompts' }).click();
  await expect(mainArea(carl).getByRole('textbox', { name: 'Template' })).toHaveValue(liveTemplate);
  await expect(versionHistory(carl).getByRole('heading', { name: 'Version history (current: version 1)' })).toBeVisible();
  await expect(versionHistory(carl).getByText('Candidate, not live yet')).toHaveCount(0);
  await carl.getByRole('button', { name: 'Back to the query' }).click();
  const carlsAnswer = await ask(carl, 'Is an invoice without a purchase order a risk?');
  await expect(carlsAnswer).toContainText(liveTemplate);
  await expect(carlsAnswer).not.toContainText(candidateTemplate);
  const carlsExport = await downloaded(carl, carl.getByRole('button', { name: 'Export' }));
  expect(carlsExport.text).toContain(`| Prompt | ${sharedName} |`);
  expect(carlsExport.text).toContain('| Prompt version | 1 |');

  // alice tries her candidate.
  await page.getByRole('button', { name: 'Back to the query' }).click();
  const alicesAnswer = await ask(page, 'Which invoices lack a purchase order?');
  await expect(alicesAnswer).toContainText(candidateTemplate);
  const alicesExport = await downloaded(page, page.getByRole('button', { name: 'Export' }));
  expect(alicesExport.text).toContain('| Prompt version | 2 |');

  // Each version was used once: the candidate by its owner, the live one by the colleague.
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await expect(versionEntry(page, 2)).toContainText(/Used once, last /);
  await expect(versionEntry(page, 1)).toContainText(/Used once, last /);
  await versionHistory(page).getByRole('button', { name: 'Make version 2 live' }).click();
  await expect(page.getByRole('dialog', { name: `Make version 2 of ${sharedName} live?` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(versionEntry(page, 2)).toContainText('Live');
  await expect(versionHistory(page).getByText('Candidate, not live yet')).toHaveCount(0);
  await expect(versionHistory(page).getByText(/is a candidate: colleagues still get/)).toHaveCount(0);

  // carl's studio loads the prompts again (a reload) and gets version 2.
  await carl.reload();
  await expect(carl.getByRole('combobox', { name: 'Department' })).toBeEnabled();
  await chooseDepartment(carl, 'Department', 'IT (IT)');
  await choosePrompt(carl, sharedName);
  const carlsSecondAnswer = await ask(carl, 'And an invoice above the contract\'s amount?');
  await expect(carlsSecondAnswer).toContainText(candidateTemplate);

  // alice's history counts the new use; the diff shows what changed, inline and side by side.
  await page.getByRole('button', { name: 'Back to the query' }).click();
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await expect(versionEntry(page, 2)).toContainText(/Used 2 times, last /);
  await expect(versionEntry(page, 1)).toContainText(/Used once, last /);
  const diff = versionHistory(page).getByRole('region', { name: 'Compare versions' });
  const inline = diff.getByLabel('Template: version 1 to version 2');
  await expect(inline.locator('del')).toHaveText(liveTemplate);
  await expect(inline.locator('ins')).toHaveText(candidateTemplate);
  await expect(diff.getByRole('heading', { name: 'Description' })).toHaveCount(0);
  await diff.getByText('Side by side').click();
  await expect(diff.getByLabel('Template in version 1')).toHaveText(liveTemplate);
  await expect(diff.getByLabel('Template in version 2')).toHaveText(candidateTemplate);
  await activitySection(page).getByRole('button', { name: 'Show activity log' }).click();
  await expect(activityRows(page, sharedName)).toHaveCount(3);
  await expectNoWcagViolations(page, 'editor with versions, their use counts, the diff and the activity log');
});

test('the activity log shows each change with who and when, downloads as CSV and JSON, cannot be changed or deleted, and outlives the deleted prompt', async ({ page, otherPage: carl }) => {
  test.setTimeout(150_000);
  await openAudit(page, 'alice');
  await chooseDepartment(page, 'Department', 'IT (IT)');
  await choosePrompt(page, sharedName);
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  const activity = activitySection(page);
  await activity.getByRole('button', { name: 'Show activity log' }).click();
  const rows = activityRows(page, sharedName);
  await expect(rows).toHaveCount(3);
  const alice = 'Alice Adams (alice)';
  const prompt = `${sharedName} (IT)`;
  await expect(rows.nth(0).getByRole('cell')).toHaveText([/\d/, 'Made live', prompt, '2', alice]);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([/\d/, 'Candidate saved', prompt, '2', alice]);
  await expect(rows.nth(2).getByRole('cell')).toHaveText([/\d/, 'Created', prompt, '1', alice]);
  const times = await rows.locator('time').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('datetime') ?? ''));
  for (const time of times) expect(Date.parse(time)).toBeGreaterThanOrEqual(startedAt - 1_000);
  expect([...times].sort().reverse()).toEqual(times);

  // Nothing in the log offers to change or remove an entry.
  await expect(activity.getByRole('button')).toHaveText(['Hide activity log', 'Download CSV', 'Download JSON']);
  await expect(activity.getByRole('textbox')).toHaveCount(0);
  await expect(activity.getByRole('link')).toHaveCount(0);

  const json = await downloaded(page, activity.getByRole('button', { name: 'Download JSON' }));
  expect(json.name).toMatch(/^prompt-activity-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = (JSON.parse(json.text) as ActivityEntry[]).filter((entry) => entry.prompt_name === sharedName);
  expect(exported.map((e) => [e.action, e.version, e.from_version, e.department_code, e.actor_subject, e.actor_name])).toEqual([
    ['created', 1, null, 'IT', 'alice', 'Alice Adams'],
    ['candidate_saved', 2, null, 'IT', 'alice', 'Alice Adams'],
    ['made_live', 2, null, 'IT', 'alice', 'Alice Adams'],
  ]);
  expect(exported.map((e) => e.at)).toEqual([...times].reverse());
  const promptId = exported[0]!.prompt_id;
  const csv = await downloaded(page, activity.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toMatch(/^prompt-activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.split('\r\n');
  expect(lines[0]).toBe('id,at,action,prompt_id,prompt_name,department_code,private,version,from_version,actor_subject,actor_name');
  expect(lines.filter((line) => line.includes(promptId))).toEqual(
    exported.map((e) => `${e.id},${e.at},${e.action},${promptId},${sharedName},IT,false,${e.version},,alice,Alice Adams`),
  );

  // On the API, with alice's own token: no method changes or removes an entry, and the log is as it was.
  const api = await apiAs(page);
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
    const body = method === 'DELETE' ? undefined : { action: 'created', actor_subject: 'nobody' };
    expect((await api.call(method, `/v1/prompt-activity/${exported[0]!.id}`, body)).status(), `${method} an entry`).toBe(405);
    expect((await api.call(method, '/v1/prompt-activity', method === 'DELETE' ? undefined : [])).status(), `${method} the log`).toBe(405);
  }
  expect(await api.activity(sharedName)).toEqual(exported);

  // alice deletes the prompt: it leaves every list; its log stays, the deletion added.
  await mainArea(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Delete ${sharedName}?` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Prompt ${sharedName} deleted.`)).toBeVisible();
  await expectNotOffered(page, sharedName);
  await activity.getByRole('button', { name: 'Hide activity log' }).click();
  await activity.getByRole('button', { name: 'Show activity log' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0).getByRole('cell')).toHaveText([/\d/, 'Deleted', prompt, '2', alice]);
  const afterDelete = await api.activity(sharedName);
  expect(afterDelete.slice(0, 3)).toEqual(exported);
  expect(afterDelete[3]).toMatchObject({ action: 'deleted', prompt_id: promptId, version: 2, actor_subject: 'alice' });
  // Its use counts stay too: alice, its owner, reads them by the id the log names (counts only, never who).
  const usage = await api.call('GET', `/v1/prompt/${promptId}/usage`);
  expect(usage.status()).toBe(200);
  const uses = (await usage.json()) as VersionUse[];
  expect(uses.map((use) => [use.version, use.uses])).toEqual([[2, 2], [1, 1]]);
  expect(JSON.stringify(uses)).not.toMatch(/alice|carl/);

  // carl, the colleague, reads the same entries, the deletion with them, and no longer gets the prompt.
  await openAudit(carl, 'carl');
  await chooseDepartment(carl, 'Department', 'IT (IT)');
  await expectNotOffered(carl, sharedName);
  await carl.getByRole('button', { name: 'Manage prompts' }).click();
  await activitySection(carl).getByRole('button', { name: 'Show activity log' }).click();
  await expect(activityRows(carl, sharedName).getByRole('cell', { name: alice })).toHaveCount(4);
  await expect(activityRows(carl, sharedName).nth(0)).toContainText('Deleted');
  const colleague = await apiAs(carl);
  expect(await colleague.activity(sharedName)).toEqual(afterDelete);
  expect((await colleague.call('GET', `/v1/prompt/${promptId}/usage`)).status()).toBe(404);
  await expectNoWcagViolations(carl, 'activity log as a colleague');
});

test('carl, outside Finance, never sees alice\'s public Finance prompt: not in the studio, not on the API, not in the log', async ({ page, otherPage: carl }) => {
  test.setTimeout(120_000);
  await openAudit(page, 'alice');
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await createPrompt(page, financeName, { private: false, draft: false, department: 'Finance (FIN)' });
  const alice = await apiAs(page);
  const financeId = await alice.promptId(financeName);
  expect(financeId).toBeTruthy();
  expect((await alice.activity(financeName)).map((entry) => entry.action)).toEqual(['created']);

  await openAudit(carl, 'carl');
  await carl.getByRole('combobox', { name: 'Department' }).click();
  await expect(carl.getByRole('option', { name: 'IT (IT)' })).toBeVisible();
  await expect(carl.getByRole('option', { name: /Finance/ })).toHaveCount(0);
  await carl.keyboard.press('Escape');
  await carl.getByRole('button', { name: 'Manage prompts' }).click();
  await activitySection(carl).getByRole('button', { name: 'Show activity log' }).click();
  await expect(mainArea(carl).getByRole('table')).toBeVisible();
  await expect(activityRows(carl, financeName)).toHaveCount(0);

  const outsider = await apiAs(carl);
  expect(await outsider.promptId(financeName)).toBeUndefined();
  expect(await outsider.activity(financeName)).toEqual([]);
  expect(await (await outsider.call('GET', '/v1/prompt-activity.csv')).text()).not.toContain(financeName);
  expect((await outsider.call('GET', `/v1/prompt/${financeId}/versions`)).status()).toBe(404);
  expect((await outsider.call('GET', `/v1/prompt/${financeId}/usage`)).status()).toBe(404);
  const query = { model: 'offline', query: 'What is the budget?', risk_assesment: false, temperature: 0, agentmode: false, prompt_id: financeId, prompt_version: 1 };
  expect((await outsider.call('POST', '/v1/rag/stream', query)).status()).toBe(404);
  // Nothing was counted for him: the prompt's only use is still none.
  expect(await (await alice.call('GET', `/v1/prompt/${financeId}/usage`)).json()).toEqual([]);
});
