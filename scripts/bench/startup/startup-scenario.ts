import type { Page } from '@playwright/test';
import { mainThreadMs, measureMainThread, probeRecords } from '../app/app-session';

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

/** In the page, on the first frame where the chat's message box takes input: performance.now(). */
const whenUsable = (page: Page) =>
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
export async function runStartupScenario(page: Page): Promise<StartupRow[]> {
  const cdp = await measureMainThread(page);
  await cdp.send('Network.enable');
  const rows: StartupRow[] = [];
  for (const cpuSlowdown of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    for (const cache of ['cold', 'warm'] as const) {
      if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
      const before = await mainThreadMs(cdp);
      await page.reload({ waitUntil: 'commit' });
      const usableMs = (await (await whenUsable(page)).jsonValue()) as number;
      const busy = (await mainThreadMs(cdp)) - before;
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
