/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { history } from '../page/chat-fixtures';
import type { AppSearchQuery, AppSearchRun } from './app-bench-types';
import { seedHistory } from '../../../test/browser/history-db';
import { mainThreadMs, measureMainThread, probeRecords } from './app-session';
import { inPage } from '../../../test/browser/in-page';
import { expectedMatches, historyKey, storedChars, storedHistory } from './stored-history';
import { within } from './within';

interface SearchTiming {
  updatedMs: number;
  frameMs: number;
  /** What the list held when the event had been handled: the result, if React had committed it. */
  listedThen: number;
}

type Scope = { studioBenchSearch?: Promise<SearchTiming> };

/**
 * Times the next input event from its timestamp: until it has been handled (the window's own
 * listener runs last, after React's, whose discrete update has committed in the microtask
 * after its listener) and until the next animation frame, which shows the result.
 */
function armSearchWatch(): void {
  (globalThis as Scope).studioBenchSearch = new Promise((resolve) => {
    window.addEventListener('input', (event) => {
      const updatedAt = performance.now();
      const listedThen = Number(document.querySelector('.chat-list [data-index]')?.getAttribute('aria-setsize') ?? 0);
      requestAnimationFrame(() => resolve({ updatedMs: updatedAt - event.timeStamp, frameMs: performance.now() - event.timeStamp, listedThen }));
    }, { once: true });
  });
}

/** The number of chats the sidebar list holds (each mounted row carries the list's size). */
const listedChats = (page: Page) =>
  inPage(page, () => Number(document.querySelector('.chat-list [data-index]')?.getAttribute('aria-setsize') ?? 0), null);

/** Resolves with the page time once the sidebar lists `count` chats (checked every frame). */
function whenListed({ count, limitMs }: { count: number; limitMs: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const look = () => {
      if (Number(document.querySelector('.chat-list [data-index]')?.getAttribute('aria-setsize') ?? 0) === count) resolve(performance.now());
      else if (performance.now() - started > limitMs) reject(new Error(`the sidebar did not list ${count} chats`));
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * Seeds 2,000 chats (the component bench's history), reloads the signed-in studio, then
 * types each query into the sidebar's search box (all at once, as a paste) and clears it.
 */
export async function runSearchScenario(page: Page, username: string, queries: readonly string[], count = 2000): Promise<AppSearchRun> {
  const chats = history(count);
  await seedHistory(page, historyKey(username), storedHistory(chats));
  await page.reload({ waitUntil: 'commit' });
  const listShownAt = await within(inPage(page, whenListed, { count, limitMs: 60_000 }), 90_000, 'the sidebar did not list the chats');
  const box = page.getByRole('searchbox', { name: 'Search chats' });
  const cdp = await measureMainThread(page);
  const results: AppSearchQuery[] = [];
  for (const query of queries) {
    await inPage(page, armSearchWatch, null);
    const before = await mainThreadMs(cdp);
    await box.fill(query);
    const { listedThen, ...timing } = await within(
      inPage(page, () => (globalThis as Scope).studioBenchSearch as Promise<SearchTiming>, null),
      30_000,
      `no input event for "${query}"`,
    );
    const mainThread = (await mainThreadMs(cdp)) - before;
    const matches = await listedChats(page);
    // Not yet committed when the event had been handled: only the frame time says when it showed.
    if (listedThen !== matches) timing.updatedMs = Number.NaN;
    results.push({ query, matches, expected: expectedMatches(chats, query), ...timing, mainThreadMs: mainThread });
    await box.fill('');
    await within(inPage(page, whenListed, { count, limitMs: 10_000 }), 20_000, 'clearing the search did not list every chat again');
  }
  const probe = await probeRecords(page);
  return {
    chats: count,
    storedChars: storedChars(chats),
    listShownMs: listShownAt,
    queries: results,
    rowsMounted: await inPage(page, () => document.querySelectorAll('.chat-list [data-index]').length, null),
    // While searching: the start-up's own long tasks belong to the reload, not to the search.
    longTaskMs: probe.longTasks.filter((task) => task.start >= listShownAt).map((task) => task.duration),
  };
}
