/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import type { AppProbe, TimedEntry } from './app-probe';
import type { AppStreamRun } from './app-bench-types';
import { readHistory } from '../../../test/browser/history-db';
import { mainThreadMs, measureMainThread, probeRecords } from './app-session';
import { busiestSecond } from '../stats';
import { inPage } from '../../../test/browser/in-page';
import { within } from './within';
import { blocksHtml } from '../blocks-html';

/** Page times (performance.now()) of one asked question. */
interface AnswerMarks {
  /** The Enter key that sent the question. */
  enterAt: number;
  /** The send button turned into the stop button. */
  stopAt: number;
  /** The answer's first text was on screen (the typing indicator gave way to Markdown). */
  firstTextAt: number;
  /** The stop button turned back into the send button. */
  sendAt: number;
  /** Two frames after the send button returned: the finished answer is on screen. */
  renderedAt: number;
}

type Scope = { studioBenchAnswer?: Promise<AnswerMarks>; studioBenchLiveAnswer?: Element };

/**
 * Watches from before the question is sent. The observers cost the stream nothing: the one on
 * the conversation lets go at the answer's first text, the one on the input row only hears
 * its button change.
 */
function armAnswerWatch(): void {
  const row = document.querySelector('.chat-input');
  const conversation = document.querySelector('.message-area');
  if (!row || !conversation) throw new Error('the chat input or the conversation is not on the page');
  const marks: AnswerMarks = { enterAt: 0, stopAt: 0, firstTextAt: 0, sendAt: 0, renderedAt: 0 };
  const firstText = new MutationObserver(() => {
    const live = conversation.querySelector('article[aria-busy="true"] .markdown');
    if (!live) return;
    // Kept to tell, at the end, whether the finished answer is still this element or was built anew.
    (globalThis as Scope).studioBenchLiveAnswer = live;
    marks.firstTextAt = performance.now();
    firstText.disconnect();
  });
  firstText.observe(conversation, { childList: true, subtree: true, characterData: true });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !marks.enterAt) marks.enterAt = event.timeStamp;
  }, { capture: true });
  (globalThis as Scope).studioBenchAnswer = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      // Send and Stop are icon buttons: their names are their aria-labels.
      const button = row.querySelector(':scope > button:last-of-type');
      const label = button?.getAttribute('aria-label') ?? button?.textContent?.trim();
      if (label === 'Stop' && !marks.stopAt) marks.stopAt = performance.now();
      if (label !== 'Send' || !marks.stopAt) return;
      marks.sendAt = performance.now();
      observer.disconnect();
      firstText.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({ ...marks, renderedAt: performance.now() })));
    });
    observer.observe(row, { childList: true, subtree: true, characterData: true });
  });
}

/** The finished answer as shown (its text; its blocks' HTML is read with blocksHtml) and the stream's last byte. */
function shownAnswer() {
  const answers = document.querySelectorAll('.message-scroller article.message-assistant');
  const markdown = answers[answers.length - 1]?.querySelector('.markdown');
  const stream = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/chat/stream'));
  return {
    textChars: markdown?.textContent?.length ?? 0,
    rebuilt: (globalThis as Scope).studioBenchLiveAnswer?.isConnected === false,
    lastByteAt: (stream[stream.length - 1] as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN,
  };
}

interface StoredChats {
  items?: Array<{ name: string | null; messages: Array<{ role: string; content: string }> }>;
}

/** Writes in (from, to], as offsets from `origin`. */
const writesBetween = (probe: AppProbe, from: number, to: number, origin: number) =>
  probe.writes.filter((write) => write.at > from && write.at <= to).map((write) => ({ atMs: write.at - origin, what: write.what }));

export interface StreamScenarioOptions {
  answer: string;
  tokens: number;
  question: string;
  /** How long writes are watched after the answer finished. */
  afterMs: number;
  /** The user's stored chats (IndexedDB key). */
  historyKey: string;
  /** The whole answer rendered at once by the app's renderer (the component bench page). */
  renderWhole: (text: string) => Promise<string>;
  /** Told as soon as the finished answer is on screen (before the writes after it are watched). */
  onAnswered?: () => void;
}

/** Asks the question in the signed-in studio and measures until the whole answer is shown, then the writes after it. */
export async function runStreamScenario(page: Page, options: StreamScenarioOptions): Promise<Omit<AppStreamRun, 'modelSendMs'>> {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(options.question);
  const cdp = await measureMainThread(page);
  await inPage(page, armAnswerWatch, null);
  const before = await mainThreadMs(cdp);
  await input.press('Enter');
  const marks = await within(
    inPage(page, () => (globalThis as Scope).studioBenchAnswer as Promise<AnswerMarks>, null),
    300_000,
    'the answer did not finish within 5 minutes',
  );
  options.onAnswered?.();
  const mainThread = (await mainThreadMs(cdp)) - before;
  await page.waitForTimeout(options.afterMs);
  const probe = await probeRecords(page);
  const shown = await inPage(page, shownAnswer, null);
  const stored = (await readHistory(page, options.historyKey)) as StoredChats | undefined;
  const chat = stored?.items?.find((item) => item.messages.some((message) => message.content === options.question));
  const { enterAt, renderedAt } = marks;
  const lastByteAt = Number.isFinite(shown.lastByteAt) ? shown.lastByteAt : marks.sendAt;
  const endOfAfter = renderedAt + options.afterMs;
  const timed = (entry: TimedEntry) => ({ atMs: entry.start - enterAt, durationMs: entry.duration });
  // The task that finished the answer is the one the send button came back in: it and anything
  // after it belong to the end (a frame that began while streaming but ran into it, too).
  const duringStream = (entries: TimedEntry[]) =>
    entries.filter((entry) => entry.start + entry.duration > enterAt && entry.start + entry.duration <= marks.sendAt).map(timed);
  const afterStream = (entries: TimedEntry[]) =>
    entries.filter((entry) => entry.start + entry.duration > marks.sendAt && entry.start < endOfAfter).map(timed);
  // The question is saved as it is sent; "while streaming" starts with the answer's first text.
  const firstTextAt = marks.firstTextAt || marks.stopAt;
  const whileStreaming = writesBetween(probe, firstTextAt, lastByteAt, enterAt);
  return {
    tokens: options.tokens,
    wallMs: renderedAt - enterAt,
    firstTextMs: firstTextAt - enterAt,
    lastByteMs: lastByteAt - enterAt,
    mainThreadMs: mainThread,
    longTasks: duringStream(probe.longTasks),
    longAnimationFrames: probe.longAnimationFrames ? duringStream(probe.longAnimationFrames) : undefined,
    completionLongTasks: afterStream(probe.longTasks),
    completionLongAnimationFrames: probe.longAnimationFrames ? afterStream(probe.longAnimationFrames) : undefined,
    writesAtSend: writesBetween(probe, enterAt, firstTextAt, enterAt),
    writesWhileStreaming: whileStreaming,
    busiestSecondWrites: busiestSecond(whileStreaming.map((write) => write.atMs)),
    writesAfter: writesBetween(probe, lastByteAt, endOfAfter, enterAt),
    afterMs: options.afterMs,
    shownChars: shown.textChars,
    shownEqualsWhole: (await inPage(page, blocksHtml, { selector: '.message-scroller article.message-assistant .markdown', which: 'last' })) === (await options.renderWhole(options.answer)),
    rebuiltWhenFinished: shown.rebuilt,
    savedAnswerComplete: chat?.messages.at(-1)?.content === options.answer,
    chatName: chat?.name ?? null,
  };
}
