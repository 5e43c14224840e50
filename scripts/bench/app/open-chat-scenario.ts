/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { conversation } from '../page/chat-fixtures';
import type { AppOpenChatRun } from './app-bench-types';
import { seedHistory } from '../../../test/browser/history-db';
import { mainThreadMs, measureMainThread, probeRecords } from './app-session';
import { inPage } from '../../../test/browser/in-page';
import { historyKey, storedChars, storedHistory } from './stored-history';
import { within } from './within';

interface OpenWatch {
  /** Page times: watching began, the last message showed, rows and heights settled. */
  startedAt: number;
  shownAt: number;
  settledAt: number;
  maxRows: number;
  rows: number;
  /** The last message was there at the first look: the studio was faster than the watch began. */
  shownAtFirstLook: boolean;
}

/**
 * Checks every animation frame (a querySelector, no observer on the growing document) for
 * the last message; then waits until rows and the list's height are unchanged for 5 frames.
 */
function watchOpenChat({ lastIndex, marker, limitMs }: { lastIndex: number; marker: string; limitMs: number }): Promise<OpenWatch> {
  return new Promise((resolve) => {
    const watch: OpenWatch = { startedAt: performance.now(), shownAt: 0, settledAt: 0, maxRows: 0, rows: 0, shownAtFirstLook: false };
    let looks = 0;
    let shape = '';
    let still = 0;
    const step = () => {
      const rows = document.querySelectorAll('.message-scroller [data-index]');
      watch.rows = rows.length;
      watch.maxRows = Math.max(watch.maxRows, rows.length);
      if (!watch.shownAt) {
        const last = document.querySelector(`.message-scroller [data-index="${lastIndex}"]`);
        if (last?.textContent?.includes(marker)) [watch.shownAt, watch.settledAt, watch.shownAtFirstLook] = [performance.now(), performance.now(), looks === 0];
      } else {
        const now = `${rows.length}/${document.querySelector('.message-scroller')?.scrollHeight ?? 0}`;
        if (now === shape) still += 1;
        else [still, shape, watch.settledAt] = [0, now, performance.now()];
      }
      looks += 1;
      if ((watch.shownAt && still >= 5) || performance.now() - watch.startedAt > limitMs) resolve(watch);
      else requestAnimationFrame(step);
    };
    step();
  });
}

const marker = 'Bench marker: the last of 500 messages.';

/**
 * Seeds a 500-message chat (the component bench's conversation) into IndexedDB as an earlier
 * visit left it, reloads the signed-in studio and measures until that chat shows its end.
 */
export async function runOpenChatScenario(page: Page, username: string, count = 500): Promise<AppOpenChatRun> {
  const messages = conversation(count);
  const last = messages[count - 1];
  if (last) messages[count - 1] = { ...last, content: `${last.content}\n\n${marker}` };
  const chats = [{ name: `Bench: ${count} messages`, messages }];
  await seedHistory(page, historyKey(username), storedHistory(chats));
  const cdp = await measureMainThread(page);
  const before = await mainThreadMs(cdp);
  // 'commit': watching starts as soon as the new document exists, before the studio has loaded.
  await page.reload({ waitUntil: 'commit' });
  const watch = await within(inPage(page, watchOpenChat, { lastIndex: count - 1, marker, limitMs: 60_000 }), 90_000, 'the 500-message chat did not open');
  const after = await mainThreadMs(cdp);
  if (!watch.shownAt) throw new Error(`the 500-message chat did not show its last message within 60 s (${watch.rows} rows mounted)`);
  await page.waitForTimeout(200);
  const probe = await probeRecords(page);
  return {
    messages: count,
    storedChars: storedChars(chats),
    shownMs: watch.shownAt,
    settledMs: watch.settledAt,
    maxRowsMounted: watch.maxRows,
    rowsMounted: watch.rows,
    // A reload may start a new renderer process, whose counter starts again from zero.
    mainThreadMs: after >= before ? after - before : Number.NaN,
    longTaskMs: probe.longTasks.filter((task) => task.start < watch.settledAt).map((task) => task.duration),
    storageWrites: probe.writes.filter((write) => write.at <= watch.settledAt).map((write) => ({ atMs: write.at, what: write.what })),
    shownBeforeWatch: watch.shownAtFirstLook,
  };
}
