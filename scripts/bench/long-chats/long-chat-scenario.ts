import type { Browser, Page } from '@playwright/test';
import { longChatFile, type LongChatFile } from '../../../test/browser/long-chat-file';
import { inPage } from '../../../test/browser/in-page';
import { importTakeAlong } from '../../../test/browser/take-along-import';
import { openSignedIn, probeRecords } from '../app/app-session';
import type { AppStack } from '../app/app-stack';
import type { TimedEntry } from '../app/app-probe';
import { streamingAtEnd, type StreamingAtEndRun } from './streaming-at-end';
import { boxUsableAfterLoad, chooseChat, keyLags, pageNow, pastedState, pasteIntoBox, scrollToTop, sidebarRows, watchKeys } from './long-chat-watches';

export interface LongChatRun {
  label: string;
  fileMB: number;
  messages: number;
  importMs: number;
  /** Reloads of the chat route with it stored: navigation start to the message box usable. */
  startupMs: number[];
  usableMs: number;
  openLongMs: number[];
  rowsMountedOpen: number;
  scroll: { frames: number; maxRowsMounted: number; wallMs: number; longFrameMs: number[]; reachedFirst: boolean };
  keyLagMs: number[];
}

export interface LongChatsRun {
  chats: LongChatRun[];
  /** Start-up of a profile with nothing stored (the same reloads). */
  emptyStartupMs: number[];
  sidebar: { chats: number; rowsMounted: number; keystrokeMs: number[] };
  paste: { lines: number; chars: number; taskMs: number; longTaskMs: number[]; keyLagMs: number[]; tooLongShown: boolean; sendDisabled: boolean; boxChars: number };
  streaming: StreamingAtEndRun;
}

const reloads = 3;
const long = (entries: TimedEntry[], from: number, to: number, overMs: number) =>
  entries.filter((entry) => entry.start + entry.duration > from && entry.start <= to && entry.duration > overMs).map((entry) => entry.duration);

async function startups(page: Page): Promise<number[]> {
  const times = [];
  for (let reload = 0; reload < reloads; reload += 1) {
    await page.reload({ waitUntil: 'commit' });
    times.push(await inPage(page, boxUsableAfterLoad, null));
    await page.waitForTimeout(1_000);
  }
  return times;
}

async function typeKeys(page: Page, text: string): Promise<number[]> {
  await inPage(page, watchKeys, null);
  await page.getByRole('textbox', { name: 'Message' }).pressSequentially(text, { delay: 60 });
  const lags = await inPage(page, keyLags, null);
  await page.getByRole('textbox', { name: 'Message' }).fill('');
  return lags;
}

async function measureChat(page: Page, label: string, file: LongChatFile, messages: number): Promise<LongChatRun> {
  const importStarted = Date.now();
  await importTakeAlong(page, file.text, 300_000);
  const importMs = Date.now() - importStarted;
  const opened = await inPage(page, chooseChat, { name: file.longChatName, lastWords: file.lastWords });
  const keyLagMs = await typeKeys(page, 'What did we decide?');
  const scrolled = await inPage(page, scrollToTop, { stepPx: 3_000, maxMs: 60_000 });
  const probe = await probeRecords(page);
  const startupMs = await startups(page);
  // Reopened from another chat, three times: the figure of choosing a long chat.
  const openLongMs = [];
  for (let again = 0; again < reloads; again += 1) {
    await page.getByRole('button', { name: 'New chat' }).click();
    openLongMs.push((await inPage(page, chooseChat, { name: file.longChatName, lastWords: file.lastWords })).usableMs);
  }
  return {
    label,
    fileMB: file.text.length / 1e6,
    messages,
    importMs,
    startupMs,
    usableMs: opened.usableMs,
    openLongMs,
    rowsMountedOpen: opened.rowsMounted,
    scroll: {
      frames: scrolled.frames,
      maxRowsMounted: scrolled.maxRowsMounted,
      wallMs: scrolled.endedAt - scrolled.startedAt,
      longFrameMs: long(probe.longAnimationFrames ?? probe.longTasks, scrolled.startedAt, scrolled.endedAt, 50),
      reachedFirst: scrolled.reachedFirst,
    },
    keyLagMs,
  };
}

/**
 * A 5,000-message chat (~15 MB) with 1,000 chats beside it, and a 36 MB chat, brought in
 * through the take-along import (the studio's own stable file format, whatever the storage
 * under it): chosen, typed into, scrolled end to top, the studio started with them stored;
 * a 20,000-line log pasted; the sidebar searched; the bench model's answer streamed in a new
 * chat and at the end of the 5,000-message one.
 */
export async function runLongChatsScenario(browser: Browser, stack: AppStack, answer: { text: string; tokens: number }, log: (message: string) => void): Promise<LongChatsRun> {
  const fresh = await openSignedIn(browser, stack.appUrl, 'alice');
  log('long chats: start-up with nothing stored');
  const emptyStartupMs = await startups(fresh.page).finally(() => fresh.close());

  const session = await openSignedIn(browser, stack.appUrl, 'alice');
  const errors = session.errors;
  try {
    const { page } = session;
    log('long chats: importing and opening a 5,000-message chat with 1,000 chats beside it');
    const fiveThousand = longChatFile({ messages: 5_000, answerChars: 5_200, sidebarChats: 1_000 });
    const chats = [await measureChat(page, '5,000 messages', fiveThousand, 5_000)];
    // Printed as it comes: the 36 MB chat takes minutes on a busy machine.
    log(`measured: ${JSON.stringify(chats[0])}`);

    log('long chats: searching the 1,000-chat sidebar');
    await inPage(page, watchKeys, null);
    await page.getByRole('searchbox', { name: 'Search chats' }).pressSequentially('sidebar chat 0999', { delay: 80 });
    const keystrokeMs = await inPage(page, keyLags, null);
    const rowsMounted = await inPage(page, sidebarRows, null);
    await page.getByRole('searchbox', { name: 'Search chats' }).fill('');
    log(`measured: sidebar rows ${rowsMounted}, keys ${JSON.stringify(keystrokeMs)}`);

    log('long chats: pasting a 20,000-line log');
    const logText = Array.from({ length: 20_000 }, (_, line) => `2026-12-02T04:00:00.${String(line % 1000).padStart(3, '0')}Z INFO api request ${line} handled in ${line % 97} ms`).join('\n');
    const pasted = await inPage(page, pasteIntoBox, logText);
    await page.waitForTimeout(2_000);
    const afterPaste = await inPage(page, pageNow, null);
    const pasteProbe = await probeRecords(page);
    const state = await inPage(page, pastedState, null);
    await inPage(page, watchKeys, null);
    await page.getByRole('textbox', { name: 'Message' }).press('End');
    await page.keyboard.type(' more', { delay: 60 });
    const pasteKeys = await inPage(page, keyLags, null);
    await page.getByRole('textbox', { name: 'Message' }).fill('');

    log('long chats: the same answer streamed in a new chat and at the end of the 5,000-message chat');
    const streaming = await streamingAtEnd(page, { name: fiveThousand.longChatName, lastWords: fiveThousand.lastWords }, answer);
    log(`measured: ${JSON.stringify(streaming)}`);

    log('long chats: importing and opening a 36 MB chat');
    const big = longChatFile({ messages: 1_248, answerChars: 55_000 });
    chats.push(await measureChat(page, '36 MB (1,248 messages)', big, 1_248));
    log(`measured: ${JSON.stringify(chats[1])}`);
    if (errors.length > 0) throw new Error(`the studio failed: ${errors.join('; ')}`);
    return {
      chats,
      emptyStartupMs,
      sidebar: { chats: fiveThousand.sidebarChats + 1, rowsMounted, keystrokeMs },
      paste: {
        lines: 20_000,
        chars: logText.length,
        taskMs: pasted.ms,
        longTaskMs: long(pasteProbe.longTasks, pasted.at, afterPaste, 50),
        keyLagMs: pasteKeys,
        ...state,
      },
      streaming,
    };
  } finally {
    await session.close();
  }
}
