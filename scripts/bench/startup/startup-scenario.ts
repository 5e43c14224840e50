import type { CDPSession, Page as PlaywrightPage } from '@playwright/test';
import { measureMainThread, probeRecords } from '../app/app-session';

export interface StartupRow {
  cache: 'cold' | 'warm';
  /** Chromium's CPU throttling: 1 (this machine) or 4 (a slower laptop or phone). */
  cpuSlowdown: number;
  /** Navigation start → first contentful paint. */
  firstPaintMs: number;
  /** Navigation start → the chat's message box enabled (the studio usable). */
  usableMs: number;
  /** Main-thread busy time (thread CPU) from the navigation until usable. */
  mainThreadMs: number;
  /** Long tasks (over 50 ms) until usable. */
  longTaskMs: number[];
}

/** The renderer's main-thread busy time (TaskDuration) and its process's CPU time, in ms. */
async function rendererTimes(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((each) => each.name === name)?.value ?? Number.NaN) * 1000;
  return { taskMs: metric('TaskDuration'), processMs: metric('ProcessTime') };
}

/**
 * Main-thread time between two readings. A reload may land in a new renderer process (its CPU
 * time then starts again from zero): the reading after it is then the new document's alone.
 */
function busyBetween(before: { taskMs: number; processMs: number }, after: { taskMs: number; processMs: number }) {
  return after.processMs < before.processMs ? after.taskMs : after.taskMs - before.taskMs;
}

/** In the page, on the first frame where the chat's message box takes input: performance.now(). */
const whenUsable = (page: PlaywrightPage) =>
  page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Message"], textarea[aria-label="Nachricht"]');
      return input && !input.disabled ? performance.now() : false;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );

/**
 * A signed-in user reloading the chat route: with an empty cache (every file fetched again) and
 * a warm one, at this machine's speed and at a quarter of it. The session lives in the tab's
 * sessionStorage, so a reload stays signed in.
 */
export async function runStartupScenario(page: PlaywrightPage): Promise<StartupRow[]> {
  const cdp = await measureMainThread(page);
  await cdp.send('Network.enable');
  const rows: StartupRow[] = [];
  for (const cpuSlowdown of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    for (const cache of ['cold', 'warm'] as const) {
      if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
      const before = await rendererTimes(cdp);
      await page.reload({ waitUntil: 'commit' });
      const usableMs = (await (await whenUsable(page)).jsonValue()) as number;
      const busy = busyBetween(before, await rendererTimes(cdp));
      const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
      const probe = await probeRecords(page);
      rows.push({
        cache,
        cpuSlowdown,
        firstPaintMs,
        usableMs,
        mainThreadMs: busy,
        longTaskMs: (probe?.longTasks ?? []).filter((task) => task.start < usableMs).map((task) => task.duration),
      });
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return rows;
}
