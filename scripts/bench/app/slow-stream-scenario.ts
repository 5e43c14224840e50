import type { Page } from '@playwright/test';
import type { TimedEntry } from './app-probe';
import type { AppStack } from './app-stack';
import { mainThreadMs, measureMainThread, probeRecords } from './app-session';
import { within } from './within';

/** The whole studio at a slow model's pace: one chunk a frame, in a window mid-answer. */
export interface AppSlowStreamRun {
  from: number;
  to: number;
  intervalMs: number;
  /** Main-thread time (TaskDuration, thread CPU time) over the window. */
  mainThreadMs: number;
  wallMs: number;
  /** Long tasks and long animation frames that ended within the window (durations, ms). */
  longTaskMs: number[];
  longAnimationFrameMs?: number[];
}

interface Edge {
  mainThreadMs: number;
  pageNow: number;
}

// The fast tokens before the window are handled before it is measured (the studio keeps up at
// 2 ms a token; this is margin, and the model waits meanwhile).
const settleMs = 100;

/**
 * Asks the question in the signed-in studio with the model's next answer paced slowly over
 * `from`…`to` (the answer ends there) and measures the studio's main thread over that window.
 */
export async function runSlowStreamScenario(page: Page, stack: AppStack, window: { from: number; to: number; intervalMs: number }, question: string): Promise<AppSlowStreamRun> {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(question);
  const cdp = await measureMainThread(page);
  const edges: Partial<Record<'start' | 'end', Edge>> = {};
  stack.slowNext({
    from: window.from,
    to: window.to,
    slowIntervalMs: window.intervalMs,
    onWindow: async (edge) => {
      if (edge === 'start') await new Promise((resolve) => setTimeout(resolve, settleMs));
      edges[edge] = { mainThreadMs: await mainThreadMs(cdp), pageNow: await page.evaluate(() => performance.now()) };
    },
  });
  await input.press('Enter');
  // Send and Stop are the input row's last button (icon buttons, named by aria-label).
  const buttonIs = (label: string) => document.querySelector('.chat-input > button:last-of-type')?.getAttribute('aria-label') === label;
  await page.waitForFunction(buttonIs, 'Stop', { timeout: 60_000 });
  await within(page.waitForFunction(buttonIs, 'Send', { timeout: 0, polling: 500 }), 300_000, 'the slowly paced answer did not finish within 5 minutes');
  const { start, end } = edges;
  if (!start || !end) throw new Error('the bench model never reached the slow window');
  const probe = await probeRecords(page);
  const inWindow = (entries: TimedEntry[]) =>
    entries.filter((entry) => entry.start + entry.duration > start.pageNow && entry.start + entry.duration <= end.pageNow).map((entry) => entry.duration);
  return {
    ...window,
    mainThreadMs: end.mainThreadMs - start.mainThreadMs,
    wallMs: end.pageNow - start.pageNow,
    longTaskMs: inWindow(probe.longTasks),
    longAnimationFrameMs: probe.longAnimationFrames ? inWindow(probe.longAnimationFrames) : undefined,
  };
}
