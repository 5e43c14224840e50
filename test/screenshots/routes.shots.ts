import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { transitionsAtRest } from '../e2e/axe';
import { e2eAccessTokenTtlSeconds } from '../e2e/e2e-stack';
import { test } from '../e2e/fixtures';
import { openSignedIn } from '../e2e/demo-sessions';
import { auditAnswer, chatAnswer, registryAnswer } from './scripted-model';

/**
 * `npm run screenshots`: every route a signed-in user opens, with realistic content from the
 * scripted model, in the light and the dark scheme at a desk's and a phone's size, written to
 * docs/screenshots/<route>-<width>-<scheme>.png. Each route's content is made once at 1280 × 800,
 * then the window narrows to 390 × 844 (the layout follows its media queries as on a turned
 * tablet); a route whose main content does not show fails its test, and the run exits non-zero.
 */

const outDir = new URL('../../docs/screenshots/', import.meta.url);
const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const schemes = ['light', 'dark'] as const;

/** Monday, 2 March 2026, 09:30 in Berlin: every date and time the pages show. */
const fixedTime = new Date('2026-03-02T08:30:00Z');

test.use({ viewport: sizes[0], locale: 'en-US', timezoneId: 'Europe/Berlin', colorScheme: 'light' });

/**
 * The page's clock stands still at `fixedTime` (timers still run). The demo session's tokens were
 * stamped with the real time, so their expiry is moved onto the page's clock before the studio
 * reads it (a whole lifetime: the studio renews on its usual schedule, which runs on timers, and
 * every renewal is then stamped with the page's clock).
 */
async function onTheFixedClock(page: Page) {
  await page.clock.setFixedTime(fixedTime);
  await page.addInitScript((lifetimeSeconds) => {
    document.addEventListener('readystatechange', () => {
      // After every init script (the session's is written by then), before the studio's module runs.
      if (document.readyState !== 'interactive') return;
      const now = Math.floor(Date.now() / 1000);
      for (const key of Object.keys(sessionStorage).filter((name) => name.startsWith('oidc.user:'))) {
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
        if (typeof user.expires_at === 'number' && Math.abs(user.expires_at - now) > 24 * 60 * 60) {
          sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: now + lifetimeSeconds }));
        }
      }
    });
  }, e2eAccessTokenTtlSeconds);
}

async function open(page: Page, path: string) {
  await onTheFixedClock(page);
  await openSignedIn(page, 'alice', path);
  await expect(page.getByRole('button', { name: /Alice Adams/ })).toBeVisible();
}

/**
 * The page in both schemes at both sizes. `ready` is the route's main content, checked before
 * every picture; the pointer rests outside the page, so no hover or tooltip shows.
 */
async function shoot(page: Page, route: string, ready: (page: Page) => Locator) {
  await mkdir(outDir, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(ready(page), `${route} at ${size.width} px, ${scheme}: its main content`).toBeVisible();
      await page.mouse.move(size.width - 1, 0);
      // The scheme's colours ease in (src/tokens.css): the picture is taken once they rest.
      await transitionsAtRest(page);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: new URL(`${route}-${size.width}-${scheme}.png`, outDir).pathname,
        // Animations stopped (a spinner, a typing indicator), the caret hidden.
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
      });
    }
  }
}

const assistantMessages = (page: Page) => page.getByRole('article', { name: 'Assistant' });

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  await input.press('Enter');
}

test('home: a new chat with its example questions', async ({ page }) => {
  await open(page, '/');
  await shoot(page, 'home', () => page.getByRole('textbox', { name: 'Message' }));
});

test('chat: a streamed answer with a heading, a table, code and a quote', async ({ page }) => {
  await open(page, '/chat');
  await ask(page, chatAnswer.question);
  const answer = assistantMessages(page).last();
  await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByRole('table')).toBeVisible();
  // The chat is named by the model after the first answer.
  await expect(page.getByText(chatAnswer.title).first()).toBeAttached({ timeout: 15_000 });
  await shoot(page, 'chat', () => assistantMessages(page).last().getByRole('table'));
});

/** A select's button is named by its value, then its label. */
const selectButton = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: new RegExp(`(^| )${label}$`) });
const auditPrompt = 'Travel expense check';

test('audit: a prompt selected and its answer', async ({ page }) => {
  await open(page, '/audit-gpt');
  await expect(page.getByRole('heading', { name: 'Query' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeEnabled();
  const editor = page.locator('.audit-main');
  await page.getByRole('button', { name: 'Manage prompts' }).click();
  await selectButton(editor, 'Department').click();
  await page.getByRole('option', { name: 'Finance (FIN)' }).click();
  await editor.getByRole('textbox', { name: 'Prompt name' }).fill(auditPrompt);
  await editor.getByRole('textbox', { name: 'Description' }).fill('Checks travel expense claims against the travel policy.');
  await editor
    .getByRole('textbox', { name: 'Template' })
    .fill('You are an internal auditor in finance. Assess the case against the travel policy, name the risk, and list the checks to make.');
  await editor.getByRole('button', { name: 'Save new' }).click();
  await expect(page.getByRole('dialog', { name: `Save new ${auditPrompt}?` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Prompt ${auditPrompt} created.`)).toBeVisible();
  await page.getByRole('button', { name: 'Back to the query' }).click();

  await selectButton(page, 'Prompt').click();
  await page.getByRole('option', { name: auditPrompt }).click();
  await page.getByRole('textbox', { name: 'Your query' }).fill(auditAnswer.question);
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('.audit-answer');
  await expect(answer).toContainText('Finding for the report', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'audit', () => page.locator('.audit-answer'));
});

test('registry: an answer from "Travel policy" with its sources', async ({ page }) => {
  await open(page, '/rags');
  await expect(page.getByRole('heading', { level: 1, name: 'Retrieval-chat registry' })).toBeVisible();
  await page.getByRole('button', { name: 'Travel policy', exact: true }).click();
  await page.getByRole('button', { name: 'Set Travel policy' }).click();
  await page.getByRole('button', { name: 'To chat with Travel policy' }).click();
  await expect(page.getByRole('heading', { name: 'Chat with Travel policy' })).toBeVisible();
  await ask(page, registryAnswer.question);
  await expect(page.getByRole('grid', { name: 'Sources of this answer' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.message-assistant').last()).toContainText('120 EUR per night');
  await shoot(page, 'registry', () => page.getByRole('grid', { name: 'Sources of this answer' }));
});

test('customer service: order status, then product suggestions', async ({ page }) => {
  const conversation = page.getByRole('list', { name: 'Conversation' });
  const replied = async () => {
    await expect(page.locator('.scos-row .typing-indicator, .scos-row [role="img"][aria-label*="typing"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  };
  await open(page, '/scos-demo');
  await expect(conversation.getByText('How can I help?')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Order status' }).first().click();
  await expect(conversation.getByText('has been shipped')).toBeVisible();
  await replied();
  await page.getByRole('button', { name: 'Product suggestions' }).first().click();
  await expect(page.getByRole('list', { name: '4 suggestions' })).toBeVisible();
  await replied();
  await shoot(page, 'customer-service', () => page.getByRole('list', { name: '4 suggestions' }));
});

test('vision: four generated images', async ({ page }) => {
  const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
  await open(page, '/vision-studio');
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('A lighthouse on a rock at dawn, calm sea, warm light');
  const count = page.getByRole('textbox', { name: 'Number of results' });
  await count.fill('4');
  await count.blur();
  await page.getByRole('form', { name: 'Settings' }).getByText('4:3', { exact: true }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(results).toHaveCount(4, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  await expect(results.first().getByText('Placeholder', { exact: true })).toHaveCount(0);
  await shoot(page, 'vision', () => page.getByRole('region', { name: 'Results' }).getByRole('listitem').first());
});

test('vox: a transcribed call with named speakers', async ({ page }) => {
  // A WAV file's header and a little silence: audio by its bytes (the scripted model says what was said).
  const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(256)]);
  await open(page, '/vox');
  await page.locator('.vox-drop input[type=file]').setInputFiles([{ name: 'service-desk-call.wav', mimeType: 'audio/wav', buffer: wav }]);
  await page.getByRole('button', { name: 'Transcript', exact: true }).click();
  const passages = page.getByRole('list', { name: 'Transcript of service-desk-call.wav' }).getByRole('listitem');
  await expect(passages).toHaveCount(6, { timeout: 20_000 });
  for (const [n, name] of [[1, 'Jana Weber'], [2, 'Caller']] as const) {
    const field = page.getByRole('textbox', { name: `Name of speaker ${n}` });
    await field.fill(name);
    await field.press('Enter');
  }
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await shoot(page, 'vox', () => page.getByRole('list', { name: 'Transcript of service-desk-call.wav' }));
});

test('guidelines', async ({ page }) => {
  await open(page, '/guidelines');
  await shoot(page, 'guidelines', () => page.locator('main h1'));
});

test('error: a page that does not exist', async ({ page }) => {
  await open(page, '/reports/2026');
  await expect(page).toHaveURL(/\/error\?reason=not-found/);
  await shoot(page, 'not-found', () => page.locator('main h1'));
});
