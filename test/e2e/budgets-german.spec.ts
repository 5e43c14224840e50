import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { countTokens } from 'gpt-tokenizer';
import { offlineAnswer } from '../../server/api/chat/offline-responder';
import { startApi, type RunningApi } from '../../server/api/start-api';
import { freePort } from '../../server/free-port';
import { e2ePorts } from '../../server/ports';
import { wcagViolations } from './axe';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

// The budget's warning and refusal with the interface in German, on an API of this spec's own (as
// budgets.spec.ts: a tiny daily token budget, a ledger in memory, the harness's clock file), the
// studio's calls handed on to it. The words are the de-DE texts (locales/de-DE/common.json), filled
// in as the studio fills them, with German numbers and dates.

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'de-DE', timezoneId: 'UTC' });

const sharedApi = `http://localhost:${e2ePorts.api}`;
const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** de-DE's day and time (the budget's day ends at midnight UTC, read in UTC here). */
const resetsAtWords = `${tomorrow.slice(8, 10)}.${tomorrow.slice(5, 7)}.${tomorrow.slice(2, 4)} 00:00`;

// The offline responder's German answer to a chat without documents (the studio sends its locale).
const offlineText = offlineAnswer([], [], 0, 'de');
const questions = [
  Array.from({ length: 48 }, (_, n) => `Rechnung ${n + 1} des dritten Quartals hat keine unterschriebene Bestellung; ist das ein Risiko für die Prüfung?`).join(' '),
  'Und im vierten Quartal?',
];
const planned = questions.map((question) => countTokens(question) + countTokens(offlineText));
/** Past 80 % after the first answer, used up by the second, which may still start. */
const limit = planned[0]! + Math.ceil(planned[1]! / 2);
const refusedQuestion = 'Noch eine Frage zu den Rechnungen?';

const number = (value: number) => new Intl.NumberFormat('de-DE').format(value);
const percent = (share: number) => new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 }).format(Math.floor(share * 100) / 100);

interface BudgetTexts {
  nameUser: string;
  unit: Record<string, string>;
  window: Record<string, string>;
  usedOf: string;
  refusedTitle: string;
  refused: string;
  warningTitle: string;
  warning: string;
}
let de: BudgetTexts;
/** A de-DE text with its {{placeholders}} filled in, as i18next fills them (no escaping: the texts are plain). */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? `{{${key}}}`);

let api: RunningApi;
let clockDir: string;
const summarizations: Array<{ status: number; body: string }> = [];

test.beforeAll(async () => {
  expect(planned[0]! / limit, 'the first answer reaches 80 %').toBeGreaterThanOrEqual(0.8);
  de = (JSON.parse(await readFile(new URL('../../locales/de-DE/common.json', import.meta.url), 'utf8')) as { budget: BudgetTexts }).budget;
  clockDir = await mkdtemp(join(tmpdir(), 'studio-budgets-de-'));
  const clockFile = join(clockDir, 'clock');
  await writeFile(clockFile, `${today}T12:00:00.000Z`);
  const env: NodeJS.ProcessEnv = { ...process.env, BUDGETS: `user:tokens/day=${limit}`, STUDIO_USAGE_CLOCK_FILE: clockFile };
  delete env.DATABASE_URL;
  api = await startApi({ ports: { ...e2ePorts, api: await freePort() }, env });
  await api.ready;
});

test.afterAll(async () => {
  await api?.stop();
  if (clockDir) await rm(clockDir, { recursive: true, force: true });
});

async function toBudgetApi(page: Page) {
  await page.context().route(`${sharedApi}/**`, async (route) => {
    const url = route.request().url().replace(sharedApi, api.url);
    const response = await route.fetch({ url });
    const body = await response.body();
    if (route.request().method() === 'POST' && new URL(url).pathname === '/v1/summarization') summarizations.push({ status: response.status(), body: body.toString('utf8') });
    await route.fulfill({ response, body });
  });
}

const assistantMessages = (page: Page) => page.getByRole('article', { name: 'Assistent' });

async function askInNewChat(page: Page, question: string) {
  await page.getByRole('button', { name: 'Neuer Chat' }).first().click();
  const input = page.getByRole('textbox', { name: 'Nachricht' });
  await input.fill(question);
  await input.press('Enter');
}

async function answered(page: Page) {
  await expect(assistantMessages(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(assistantMessages(page).last()).toContainText('Noch ist kein Sprachmodell angebunden');
  await expect(page.getByRole('button', { name: 'Senden' })).toBeVisible({ timeout: 15_000 });
}

/** WCAG 2.2 AA in light and dark, at 1280 and 390 px, with the toast still there afterwards. */
async function checkAxe(page: Page, what: string, toast: ReturnType<Page['locator']>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await wcagViolations(page), `${what}, ${width} px, ${scheme}`).toEqual([]);
    }
  }
  await expect(toast).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('in German, carl is warned at 80 % and refused at 100 % in German words, with German numbers and the reset; axe finds nothing in either state', async ({ page }) => {
  test.setTimeout(150_000);
  await toBudgetApi(page);
  await openSignedIn(page, 'carl', '/chat');
  await page.getByRole('button', { name: /^(Language|Sprache)/ }).click();
  await page.getByRole('menuitemradio', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const budget = fill(de.nameUser, { unit: de.unit.tokens!, window: de.window.day! });
  const toasts = page.locator('.toast');

  await askInNewChat(page, questions[0]!);
  await answered(page);
  const warning = toasts.filter({ hasText: fill(de.warningTitle, { percent: percent(planned[0]! / limit) }) });
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText(
    fill(de.warning, { budget, usedOf: fill(de.usedOf, { used: number(planned[0]!), limit: number(limit) }), resetsAt: resetsAtWords }),
  );
  await checkAxe(page, 'the 80 % warning in German', warning);

  // The second may start and takes the budget past its limit; its chat's naming call, after it, is refused.
  await askInNewChat(page, questions[1]!);
  await answered(page);
  const spent = planned[0]! + planned[1]!;
  await expect.poll(() => summarizations.filter((call) => call.status === 429 && call.body.includes('"reason":"budget"')).length).toBe(1);
  // Named after its question all the same, and nothing said of the refused name.
  await expect(page.locator('.chat-list').getByRole('button', { name: questions[1]!, exact: true })).toBeVisible();
  await expect(toasts.filter({ hasText: de.refusedTitle })).toHaveCount(0);

  await askInNewChat(page, refusedQuestion);
  const refusal = toasts.filter({ hasText: de.refusedTitle });
  await expect(refusal).toContainText(
    fill(de.refused, { budget, usedOf: fill(de.usedOf, { used: number(spent), limit: number(limit) }), resetsAt: resetsAtWords }),
  );
  await expect(refusal).not.toContainText('429');
  await checkAxe(page, 'the refusal in German', refusal);
});
