import { createServer, connect, type Server, type Socket } from 'node:net';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { startApi, type RunningApi } from '../../server/api/start-api';
import { e2ePorts } from '../../server/ports';
import { readHistory } from '../browser/history-db';
import { ask, assistantMessages, userMessages } from './chat.helpers';
import { openSignedIn } from './demo-sessions';
import { test } from './fixtures';

/**
 * Answers that survive their tab, against a slow model. A second API instance of
 * the reference stack (same providers, its own database) streams the offline answer a piece every
 * 300 ms; this spec's pages reach it in place of the shared one, whose pace the other specs keep.
 */
const slowPorts = { ...e2ePorts, api: e2ePorts.api + 50 };
const proxyPort = slowPorts.api + 1;
const paceMs = 300;
let slowApi: RunningApi;
let proxy: Server;
const connections = new Set<Socket>();

/** Cuts every connection between the pages and the slow API, as a network that drops does; the API goes on. */
const dropConnections = () => connections.forEach((socket) => socket.destroy());

test.beforeAll(async () => {
  slowApi = await startApi({ ports: slowPorts, env: { ...process.env, OFFLINE_STREAM_PACE_MS: String(paceMs) } });
  await slowApi.ready;
  // The pages reach the slow API through a relay this spec can cut.
  proxy = createServer((client) => {
    const upstream = connect(slowPorts.api, '127.0.0.1');
    for (const socket of [client, upstream]) {
      connections.add(socket);
      socket.on('close', () => connections.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  dropConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await slowApi.stop();
});

/** Every API call of the context's pages goes to the slow instance. */
async function useSlowModel(context: BrowserContext) {
  const shared = `http://localhost:${e2ePorts.api}`;
  await context.route(`${shared}/**`, (route) => route.continue({ url: route.request().url().replace(shared, `http://127.0.0.1:${proxyPort}`) }));
}

const lastQuestion = (page: Page) => userMessages(page).last().locator('.message-body');
const answerText = async (page: Page) => (await assistantMessages(page).last().locator('.message-body').textContent()) ?? '';
const sendShown = (page: Page) => expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 20_000 });

/** Once the page shows the chat's last question: how long until its answer goes on (longer than `before`), in ms. */
async function msUntilAnswerGoesOn(page: Page, question: string, before: number) {
  await expect(lastQuestion(page)).toHaveText(question, { timeout: 15_000 });
  const ready = Date.now();
  await expect.poll(async () => (await answerText(page)).length, { intervals: [20], timeout: 15_000 }).toBeGreaterThan(before);
  return Date.now() - ready;
}

type Interruption = 'reload' | 'switch' | 'close and reopen';
type StoredChats = { items: { messages: { role: string; content: string; kept?: unknown }[] }[] };

/** Bob's chats as the browser stores them: each as its list of [role, content]. */
async function storedChats(page: Page) {
  const stored = (await readHistory(page, 'PRIVATE_CHAT_HISTORY:bob')) as StoredChats | null;
  return (stored?.items ?? []).map((chat) => chat.messages.map((message) => [message.role, message.content]));
}

test('20 reloads, switches and closes mid-answer: every answer completes, none lost or doubled', async ({ page: first, context }) => {
  test.setTimeout(240_000);
  await useSlowModel(context);
  await openSignedIn(first, 'bob');
  let page = first;

  // The reference: the same question answered without interruption, in a chat of its own.
  await ask(page, 'How are you?');
  await sendShown(page);
  const reference = await answerText(page);
  expect(reference.length).toBeGreaterThan(100);
  await expect.poll(async () => (await storedChats(page)).length).toBe(1);
  const storedReference = (await storedChats(page))[0]?.[1]?.[1];
  expect(storedReference).toBeTruthy();

  await page.getByRole('button', { name: 'New chat' }).click();
  const kinds: Interruption[] = ['reload', 'switch', 'close and reopen'];
  const reattachedWithinMs: number[] = [];
  for (let cycle = 1; cycle <= 20; cycle += 1) {
    const kind = kinds[(cycle - 1) % kinds.length]!;
    const question = `How are you? (${cycle})`;
    await ask(page, question);
    // Mid-answer: its first words are there, most of it is still to come.
    await expect.poll(async () => (await answerText(page)).length, { intervals: [20], timeout: 15_000 }).toBeGreaterThan(0);
    const before = (await answerText(page)).length;
    expect(before).toBeLessThan(reference.length);

    if (kind === 'reload') {
      await page.reload();
      reattachedWithinMs.push(await msUntilAnswerGoesOn(page, question, before));
    } else if (kind === 'switch') {
      // The other chat is listed second (this one changed last); the answer goes on meanwhile.
      await page.locator('.chat-list .chat-item').nth(1).click();
      await expect(lastQuestion(page)).toHaveText('How are you?');
      await page.locator('.chat-list .chat-item').nth(0).click();
      await expect(lastQuestion(page)).toHaveText(question);
    } else {
      await page.close();
      page = await context.newPage();
      await page.goto('/');
      reattachedWithinMs.push(await msUntilAnswerGoesOn(page, question, before));
    }

    await sendShown(page);
    await expect.poll(() => answerText(page), { timeout: 15_000 }).toBe(reference);
    // Stored as shown (a completed answer is written at once): each question once, each answer whole and once.
    const expected = Array.from({ length: cycle }, (_, i) => [['user', `How are you? (${i + 1})`], ['assistant', storedReference]]).flat();
    await expect.poll(async () => (await storedChats(page)).find(([firstMessage]) => firstMessage?.[1] === 'How are you? (1)')).toEqual(expected);
  }

  // After one more reload the chat opens as it was stored.
  await page.reload();
  await expect(lastQuestion(page)).toHaveText('How are you? (20)');
  // Read until it settles: the stored answer's Markdown may still be rendering when its question shows.
  await expect.poll(() => answerText(page)).toBe(reference);
  test.info().annotations.push({ type: 're-attached within (ms)', description: reattachedWithinMs.join(', ') });
  console.log(`[chat-resume] re-attached within ms after the page showed the chat: ${reattachedWithinMs.join(', ')}`);
});

test('a second tab on the same chat shows the same answer streaming, and both end with the whole answer', async ({ page, context }) => {
  test.setTimeout(60_000);
  await useSlowModel(context);
  await openSignedIn(page, 'alice');
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
  // The second tab is open before the question (opening it takes longer than the answer on a busy machine).
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('button', { name: 'New chat' })).toBeVisible({ timeout: 15_000 });

  await ask(page, 'How are you?');
  await expect.poll(async () => (await answerText(page)).length, { intervals: [20], timeout: 15_000 }).toBeGreaterThan(0);
  // The question reaches the second tab through storage; opening that chat there shows its answer streaming.
  // (The newest chat is listed first once the first tab's save has arrived.)
  await expect(async () => {
    await second.locator('.chat-list .chat-item').first().click();
    await expect(lastQuestion(second)).toHaveText('How are you?', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(second.getByRole('button', { name: 'Stop' })).toBeVisible();

  await sendShown(page);
  await sendShown(second);
  const whole = await answerText(page);
  expect(await answerText(second)).toBe(whole);
  await expect(assistantMessages(second)).toHaveCount(1);
});

test('the network drops mid-answer: the text so far stays, and once it is back the answer goes on to its end', async ({ page, context }) => {
  test.setTimeout(60_000);
  await useSlowModel(context);
  await openSignedIn(page, 'alice');
  await ask(page, 'How are you?');
  await sendShown(page);
  const whole = await answerText(page);

  const readsAgain: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/chat/answers/')) readsAgain.push(request.url());
  });
  await ask(page, 'How are you, once more?');
  await expect.poll(async () => (await answerText(page)).length, { intervals: [20], timeout: 15_000 }).toBeGreaterThan(0);
  await context.setOffline(true);
  dropConnections();
  const before = (await answerText(page)).length;
  await page.waitForTimeout(1_500);
  // Offline, the answer shows what had come and is still on its way.
  expect((await answerText(page)).length).toBeGreaterThanOrEqual(before);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await context.setOffline(false);

  await sendShown(page);
  expect(await answerText(page)).toBe(whole);
  await expect(page.getByText('The answer is incomplete')).toHaveCount(0);
  // The broken read was mended by reading on from where it broke.
  expect(readsAgain.length).toBeGreaterThan(0);
  expect(readsAgain.at(-1)).toMatch(/\?from=[1-9]\d*$/);
});
