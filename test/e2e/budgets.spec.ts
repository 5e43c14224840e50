import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { countTokens } from 'gpt-tokenizer';
import { offlineAnswer } from '../../server/api/chat/offline-responder';
import { startApi, type RunningApi } from '../../server/api/start-api';
import { freePort } from '../../server/free-port';
import { e2ePorts } from '../../server/ports';
import { chooseDepartment } from './audit.helpers';
import { wcagViolations } from './axe';
import { appUrl } from './e2e-stack';
import { ask, assistantMessages, userMessages } from './chat.helpers';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

// The budgets end to end, on an API of this spec's own: a tiny daily token budget for every user
// (BUDGETS), a ledger of its own (in memory, so the totals are this spec's alone) and the test
// harness's clock (STUDIO_USAGE_CLOCK_FILE), which moves the budget's day without touching the
// system clock or the tokens' expiry. The studio and the providers are the run's; its calls to the
// run's API are handed on to this one (page.route), so no other spec meets these budgets.
// carl spends the budget in the chat; alice, an admin (ADMIN_GROUPS' local default), reads the ledger.

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', timezoneId: 'UTC' });

const sharedApi = `http://localhost:${e2ePorts.api}`;

/** The day the ledger's clock stands on (noon UTC, today): every call of the spec is booked at this instant. */
const today = new Date().toISOString().slice(0, 10);
const clockAt = `${today}T12:00:00.000Z`;
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The budget's day ends at midnight UTC (BUDGET_TIME_ZONE's default), read in the browser's zone, UTC here. */
const resetsAtWords = `${tomorrow.slice(5, 7)}/${tomorrow.slice(8, 10)}/${tomorrow.slice(2, 4)} 00:00`;

// The offline responder's answer to a chat without documents (a fresh ledger: carl has uploaded nothing).
const offlineText = offlineAnswer([], [], 0, 'en');
// A long first question takes the budget past 80 %, two short ones past 100 %: the tokens counted as
// the server counts them where the model reports none (o200k, the messages joined by line breaks).
const questions = [
  Array.from({ length: 24 }, (_, n) => `Invoice ${n + 1} of the third quarter lacks a signed purchase order; is that a risk for the audit?`).join(' '),
  'And in the fourth quarter?',
  'And last year?',
];
const tokensOf = (question: string) => countTokens(question) + countTokens(offlineText);
const planned = questions.map(tokensOf);
/** Past 80 % after the first answer, under 100 % after the second, used up by the third. */
const limit = planned[0]! + planned[1]! + Math.ceil(planned[2]! / 2);
const refusedQuestion = 'One more about the invoices?';

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

let api: RunningApi;
let apiUrl: string;
let clockDir: string;
let clockFile: string;

interface Exchange {
  path: string;
  status: number;
  request: unknown;
  response: string;
}
/** Every call the studio made to this spec's API, as it went and came back. */
const exchanges: Exchange[] = [];

test.beforeAll(async () => {
  expect(planned[0]! / limit, 'the first answer reaches 80 %').toBeGreaterThanOrEqual(0.8);
  clockDir = await mkdtemp(join(tmpdir(), 'studio-budgets-'));
  clockFile = join(clockDir, 'clock');
  await writeFile(clockFile, clockAt);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, BUDGETS: `user:tokens/day=${limit}`, STUDIO_USAGE_CLOCK_FILE: clockFile };
  // Its own ledger: in memory, whatever database the run's API uses.
  delete env.DATABASE_URL;
  api = await startApi({ ports: { ...e2ePorts, api: port }, env });
  await api.ready;
  apiUrl = api.url;
});

test.afterAll(async () => {
  await api?.stop();
  if (clockDir) await rm(clockDir, { recursive: true, force: true });
});

/** The context's calls to the run's API go to this spec's, recorded. */
async function toBudgetApi(context: BrowserContext) {
  await context.route(`${sharedApi}/**`, async (route) => {
    const request = route.request();
    const url = request.url().replace(sharedApi, apiUrl);
    const response = await route.fetch({ url });
    const body = await response.body();
    const path = new URL(url).pathname;
    if (request.method() !== 'OPTIONS') {
      exchanges.push({ path, status: response.status(), request: path === '/v1/chat/stream' ? request.postDataJSON() : null, response: body.toString('utf8') });
    }
    await route.fulfill({ response, body });
  });
}

/** The chat's answers booked: each /v1/chat/stream that answered, with its tokens counted from what went and came. */
function answersBooked() {
  return exchanges
    .filter((exchange) => exchange.path === '/v1/chat/stream' && exchange.status === 200)
    .map((exchange) => {
      const { messages } = exchange.request as { messages: Array<{ content: string }> };
      const text = exchange.response
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { content?: string }).content ?? '')
        .join('');
      return { input: countTokens(messages.map((message) => message.content).join('\n')), output: countTokens(text) };
    });
}
/** The calls a budget refused (a 429 that says which budget). */
const refusals = () => exchanges.filter((exchange) => exchange.status === 429 && exchange.response.includes('"reason":"budget"'));
/** The tool each metered call the studio made here is booked to. */
const toolOfPath: Record<string, 'chat' | 'audit'> = { '/v1/chat/stream': 'chat', '/v1/summarization': 'chat', '/v1/rag/stream': 'audit' };
function refusalsByTool() {
  const byTool = { chat: 0, audit: 0 };
  for (const { path } of refusals()) {
    const tool = toolOfPath[path];
    if (!tool) throw new Error(`a budget refused ${path}, which this spec does not call`);
    byTool[tool] += 1;
  }
  return byTool;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function askInNewChat(page: Page, question: string) {
  // The toolbar's button (an empty chat of that name may be listed too).
  await page.getByRole('button', { name: 'New chat' }).first().click();
  await ask(page, question);
}

async function answered(page: Page, answers: number) {
  await expect(assistantMessages(page)).toHaveCount(answers, { timeout: 15_000 });
  await expect(assistantMessages(page).last()).toContainText('No language model is connected');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
}

const toasts = (page: Page) => page.locator('.toast');
const warningToasts = (page: Page) => toasts(page).filter({ hasText: /of a budget used/ });

/** No sideways scrolling at 390 px, and WCAG 2.2 AA in light and dark. */
async function checkLook(page: Page, what: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1), `${what} at ${width} px`).toBe(true);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await wcagViolations(page), `${what}, ${width} px, ${scheme}`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('carl is warned once at 80 % of his daily tokens; the next request is refused in words, with the budget, its use and its reset; his usage shows exactly what he spent', async ({ page }) => {
  test.setTimeout(120_000);
  await toBudgetApi(page.context());
  await openSignedIn(page, 'carl', '/chat');

  // The first answer takes his daily tokens past 80 %: warned, with the budget's words.
  await askInNewChat(page, questions[0]!);
  await answered(page, 1);
  const afterFirst = planned[0]!;
  await expect(warningToasts(page)).toHaveCount(1);
  await expect(warningToasts(page)).toContainText(`${Math.floor((afterFirst / limit) * 100)}% of a budget used`);
  await expect(warningToasts(page)).toContainText(`Your budget for tokens per day: ${count(afterFirst)} of ${count(limit)} used. It resets on ${resetsAtWords}.`);

  // The second, still under the budget, past 80 % in the same period: no second warning.
  await askInNewChat(page, questions[1]!);
  await answered(page, 1);
  const afterSecond = afterFirst + planned[1]!;
  expect(afterSecond).toBeLessThan(limit);
  await expect(warningToasts(page)).toHaveCount(1);
  await expect(warningToasts(page)).toContainText(`${count(afterFirst)} of ${count(limit)} used`);

  // The third may start (the budget is not used up yet) and takes it past its limit.
  await askInNewChat(page, questions[2]!);
  await answered(page, 1);
  const spent = afterSecond + planned[2]!;
  expect(spent).toBeGreaterThanOrEqual(limit);

  // The next is refused: which budget, how much is used, when it resets, in words (no status). No error
  // bubble: the question stays in the chat, to be asked again after the reset.
  await askInNewChat(page, refusedQuestion);
  const refusal = toasts(page).filter({ hasText: 'Budget used up' });
  await expect(refusal).toContainText(
    `Your budget for tokens per day is used up (${count(spent)} of ${count(limit)} used). It resets on ${resetsAtWords}; until then such requests are refused.`,
  );
  await expect(refusal).not.toContainText('429');
  await expect(userMessages(page)).toHaveText([new RegExp(`${refusedQuestion.replace('?', '\\?')}$`)]);
  await expect(assistantMessages(page)).toHaveCount(0);

  // The audit assistant refuses him too, in the same words, and keeps his query in its box.
  await page.goto(`${appUrl}/audit-gpt`);
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeEnabled();
  await chooseDepartment(page, 'Department', 'IT (IT)');
  await page.getByRole('textbox', { name: 'Your query' }).fill(refusedQuestion);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toasts(page).filter({ hasText: 'Budget used up' }).last()).toContainText(
    `Your budget for tokens per day is used up (${count(spent)} of ${count(limit)} used). It resets on ${resetsAtWords}`,
  );
  await expect(page.getByRole('textbox', { name: 'Your query' })).toHaveValue(refusedQuestion);

  // What was booked is what the test counts from what went and came: three answers; refused, the audit
  // query and the chat's question (and the chat's naming call after the third answer, which the budget refuses too).
  const booked = answersBooked();
  expect(booked.map((answer) => answer.input + answer.output)).toEqual(planned);
  expect(refusalsByTool().audit).toBe(1);
  expect(refusalsByTool().chat).toBeGreaterThanOrEqual(1);

  // His own usage (user menu, "Usage"): what is left, and this month's use by tool and model, exactly.
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Usage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your usage' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    new RegExp(`^Your budget for tokens per day${count(spent)} of ${count(limit)} used · 0 left · Resets on ${resetsAtWords.replace(/\//g, '\\/')}$`),
  ]);
  const thisMonth = dialog.getByRole('region', { name: 'This month' });
  await expect(thisMonth.getByRole('row')).toHaveText([
    'ToolModelRequestsTokens (in / out)ImagesAudio (min)Cost',
    `Chatoffline3${count(sum(booked.map((a) => a.input)))} / ${count(sum(booked.map((a) => a.output)))}*00€0.00`,
  ]);
  await checkLook(page, 'the user\'s own usage');
});

test('alice, an admin, reads the same totals on the usage page and in its CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await toBudgetApi(page.context());
  const booked = answersBooked();
  expect(booked).toHaveLength(3);
  const input = sum(booked.map((a) => a.input));
  const output = sum(booked.map((a) => a.output));
  const refused = refusalsByTool();
  const allRefused = refused.chat + refused.audit;

  await openSignedIn(page, 'alice', '/usage');
  await expect(page.getByRole('heading', { name: 'Usage', level: 1 })).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['3', count(input), count(output), '€0.00']);
  await expect(page.getByRole('region', { name: 'By tool' }).getByRole('row')).toHaveText([
    'NameRequestsRefusedTokens inTokens outImagesAudio (min)Cost',
    `Chat3${refused.chat}${count(input)}${count(output)}00€0.00`,
    `Audit assistant0${refused.audit}0000€0.00`,
    `Total3${allRefused}${count(input)}${count(output)}00€0.00`,
  ]);
  await expect(page.getByRole('region', { name: 'By model' }).getByRole('row')).toHaveText([
    'NameRequestsRefusedTokens inTokens outImagesAudio (min)Cost',
    `offline30${count(input)}${count(output)}00€0.00`,
    `No model (refused requests)0${allRefused}0000€0.00`,
    `Total3${allRefused}${count(input)}${count(output)}00€0.00`,
  ]);
  await expect(page.getByRole('region', { name: 'By department' }).getByRole('row').nth(1)).toHaveText(`IT3${allRefused}${count(input)}${count(output)}00€0.00`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`usage-${today.slice(0, 8)}01-${today}.csv`);
  const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  const columns = header!.split(',');
  expect(columns).toEqual(['day', 'department', 'tool', 'model', 'user', 'requests', 'refused', 'inputTokens', 'outputTokens', 'images', 'audioSeconds', 'cost', 'currency', 'counted', 'unpriced']);
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [columns[index]!, cell])));
  const column = (name: string, where: (row: Record<string, string>) => boolean = () => true) => sum(rows.filter(where).map((row) => Number(row[name])));
  expect(rows.map((row) => [row.day, row.department, row.currency])).toEqual(rows.map(() => [today, 'IT', 'EUR']));
  // carl, under one pseudonym on every row (USAGE_PER_USER's default).
  expect(new Set(rows.map((row) => row.user)).size).toBe(1);
  expect(rows[0]!.user).toMatch(/^user-[0-9a-f]{10}$/);
  expect({ requests: column('requests'), refused: column('refused'), input: column('inputTokens'), output: column('outputTokens'), cost: column('cost') })
    .toEqual({ requests: 3, refused: allRefused, input, output, cost: 0 });
  expect(column('requests', (row) => row.tool === 'chat' && row.model === 'offline')).toBe(3);
  expect(column('refused', (row) => row.tool === 'audit')).toBe(refused.audit);
  await checkLook(page, 'the admins\' usage page');
});

test('the next day, carl\'s budget is whole again and he is answered', async ({ page }) => {
  test.setTimeout(90_000);
  await writeFile(clockFile, `${tomorrow}T00:00:30.000Z`);
  await toBudgetApi(page.context());
  await openSignedIn(page, 'carl', '/chat');
  await askInNewChat(page, refusedQuestion);
  await answered(page, 1);
  await expect(toasts(page).filter({ hasText: 'Budget used up' })).toHaveCount(0);
  const [last] = answersBooked().slice(-1);
  const used = last!.input + last!.output;
  expect(used).toBe(tokensOf(refusedQuestion));
  await expect(warningToasts(page)).toHaveCount(0);

  // His usage says the new day's budget: only that answer used, resetting the night after.
  const dayAfter = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Usage' }).click();
  await expect(page.getByRole('dialog', { name: 'Your usage' }).getByRole('listitem')).toHaveText([
    `Your budget for tokens per day${count(used)} of ${count(limit)} used · ${count(limit - used)} left · Resets on ${dayAfter.slice(5, 7)}/${dayAfter.slice(8, 10)}/${dayAfter.slice(2, 4)} 00:00`,
  ]);
});
