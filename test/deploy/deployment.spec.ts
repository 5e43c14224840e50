import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createPrompt, mainArea, selectButton } from '../e2e/audit.helpers';
import { ask, assistantMessages, uploadDocx } from '../e2e/chat.helpers';
import {
  answerStarts, bearerOf, deployment, expectAllReady, instanceOf, killInstance, metricsOf, portOf, restartPostgres, startInstance,
} from './deployment.helpers';

/**
 * The studio deployed as README.md's "Running it for real" says (scripts/deploy-test/): nginx in
 * front of two API instances on Debian's PostgreSQL, signed in through a provider the studio did not
 * write, whose groups are in `realm_access.roles`. Pat is in studio-chat, studio-audit,
 * studio-dept-it, studio-rags, studio-kb-travel, and studio-vision-readers, which exact matching
 * (the README's) does not take for studio-vision.
 */
const handbook = Array.from({ length: 14 }, (_, i) =>
  `Travel rule ${i + 1}: the expense report for a journey lists every receipt, the hotel stays below the nightly cap of 120 euros, and the manager approves the journey before booking.`);

const answerText = async (page: Page) => (await assistantMessages(page).last().locator('.message-body').textContent()) ?? '';
const answerDone = (page: Page) => expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 30_000 });
const midAnswer = (page: Page) => expect.poll(async () => (await answerText(page)).length, { intervals: [50], timeout: 15_000 }).toBeGreaterThan(0);

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

test.beforeEach(async ({ page }) => {
  // A returning user (the release notes would open over everything on a first start).
  await page.addInitScript((appVersion) => {
    if (localStorage.getItem('aiStudioVersion') === null) {
      const record = { version: JSON.stringify(appVersion), showReleaseNotes: 'false', optedOut: 'false' };
      localStorage.setItem('aiStudioVersion', JSON.stringify({ ...record, _persist: '{"version":1,"rehydrated":true}' }));
    }
  }, version);
});

test('through nginx: sign-in at a provider of our own, a document, the audit assistant, the registry, two instances sharing answers and a limit, a crash and a database restart', async ({ page, request }) => {
  test.setTimeout(240_000);

  await test.step('health and metrics are not public; every kind of answer carries the security headers', async () => {
    for (const path of ['/metrics', '/healthz', '/readyz']) expect((await request.get(path)).status(), path).toBe(404);
    for (const path of ['/', '/audit-gpt', '/config.json', '/metrics', '/v1/capabilities']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
    await expectAllReady();
  });

  await test.step('signs in through the second provider and sees the tools its groups open, matched whole', async () => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible({ timeout: 30_000 });
    const navigation = page.getByRole('navigation');
    await expect(navigation.getByRole('link', { name: /Audit/ })).toBeVisible();
    await expect(navigation.getByRole('link', { name: /Vision Studio/ })).toHaveCount(0);
  });

  await test.step('uploads a document and asks with it', async () => {
    await uploadDocx(page, 'travel-handbook.docx', handbook);
    await ask(page, 'What is the nightly hotel cap?');
    await answerDone(page);
    expect(await answerText(page)).toContain('nightly cap of 120 euros');
  });

  await test.step('reloads mid-answer and gets the rest from the other instance', async () => {
    const started = answerStarts(page);
    await ask(page, 'Which receipts does the expense report list?');
    const writer = instanceOf(await started);
    await midAnswer(page);
    // nginx hands requests to the instances in turn, and a reload makes the same requests each
    // time: another caller's request between two reloads (as on any shared server) shifts the turn.
    const reattachedBy: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/v1/chat/answers/') && response.request().method() === 'GET') reattachedBy.push(instanceOf(response));
    });
    for (let reload = 0; reload < 6 && !reattachedBy.some((instance) => instance !== writer); reload += 1) {
      if (reload > 0) await request.get('/v1/capabilities');
      await page.reload();
      await expect.poll(() => reattachedBy.length, { timeout: 20_000 }).toBeGreaterThan(reload);
    }
    expect(reattachedBy.some((instance) => instance !== writer), `re-attached by ${reattachedBy.join(', ')}, written by ${writer}`).toBe(true);
    await answerDone(page);
    expect(await answerText(page)).toContain('every receipt');
  });

  await test.step('uses the audit assistant in the department its groups name', async () => {
    await page.goto('/audit-gpt');
    await expect(page.getByRole('combobox', { name: 'Department' })).toBeEnabled({ timeout: 20_000 });
    await page.getByRole('combobox', { name: 'Department' }).click();
    await expect(page.getByRole('option')).toHaveText(['IT (IT)']);
    await page.keyboard.press('Escape');
    const name = `Receipts ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Manage prompts' }).click();
    await createPrompt(page, name, { private: true, draft: false });
    await page.getByRole('button', { name: 'Back to the query' }).click();
    await selectButton(page, 'Prompt').click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await page.getByRole('textbox', { name: 'Your query' }).fill('Is a journey without receipts a risk?');
    await mainArea(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.audit-answer')).toContainText('Is a journey without receipts a risk?', { timeout: 20_000 });
    await expect(page.locator('.audit-answer')).toContainText(`Check ${name}.`);
  });

  await test.step('chats with the registry component its role allows', async () => {
    await page.goto('/rags');
    await expect(page.getByRole('button', { name: 'Travel policy', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'IT service desk', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Travel policy', exact: true }).click();
    await page.getByRole('button', { name: 'Set Travel policy' }).click();
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Chat with Travel policy' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('What is the hotel cap per night in Germany?');
    await page.keyboard.press('Enter');
    const sources = page.getByRole('grid', { name: 'Sources of this answer' });
    await expect(sources).toBeVisible({ timeout: 20_000 });
    await expect(sources.getByRole('row').first()).toContainText('Hotels');
  });

  let killed = 0;
  await test.step('an instance killed mid-answer: that answer ends as cut, the next one is answered', async () => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByRole('checkbox', { name: 'travel-handbook.docx' }).check({ force: true });
    const started = answerStarts(page);
    await ask(page, 'Who approves the journey before booking?');
    killed = portOf(instanceOf(await started));
    await midAnswer(page);
    killInstance(killed);
    // The survivor ends it as cut once nobody has written it for 20 s (its sweep runs every 10 s).
    await expect(page.getByText('The answer was cut off')).toBeVisible({ timeout: 60_000 });
    await answerDone(page);
    const next = answerStarts(page);
    await ask(page, 'What is the nightly hotel cap?');
    expect(portOf(instanceOf(await next))).not.toBe(killed);
    await answerDone(page);
    expect(await answerText(page)).toContain('nightly cap of 120 euros');
    startInstance(killed);
    await expectAllReady();
  });

  await test.step('PostgreSQL restarts: both instances are ready again and the next answer comes', async () => {
    restartPostgres();
    await expectAllReady();
    await ask(page, 'Which receipts does the expense report list?');
    await answerDone(page);
    expect(await answerText(page)).toContain('every receipt');
  });

  await test.step('more chat requests than the limit, across both instances: the rest are 429', async () => {
    const bearer = await bearerOf(page);
    const answers = await page.evaluate(async ({ bearer, count }) => {
      const one = async () => {
        const response = await fetch('/v1/chat/stream', {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ messages: [{ role: 'user', content: 'Hello' }] }),
        });
        await response.body?.cancel();
        return { status: response.status, instance: response.headers.get('x-studio-instance') };
      };
      return Promise.all(Array.from({ length: count }, one));
    }, { bearer, count: 20 });
    const statuses = answers.map((answer) => answer.status);
    expect(new Set(answers.map((answer) => answer.instance)).size, JSON.stringify(answers)).toBe(2);
    expect(statuses.filter((status) => status === 429).length, JSON.stringify(answers)).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429), JSON.stringify(answers)).toBe(true);
    // The limit (16 a minute, the test's setting) holds for the sum: counted per instance, 20 split
    // over two would all have passed.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(16);
    const scraped = (await Promise.all(deployment.apiPorts.map(metricsOf))).join('\n');
    expect(scraped).toMatch(/studio_http_requests_total\{method="POST",route="\/v1\/chat\/stream",status="429"\} \d+/);
    expect(scraped).toMatch(/studio_kept_answers\{state="cut"\} [1-9]/);
  });
});
