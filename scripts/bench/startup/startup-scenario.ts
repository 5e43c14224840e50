import type { Page as PlaywrightPage } from '@playwright/test';
import { probeRecords } from '../app/app-session';

export interface StartupRow {
  cache: 'cold' | 'warm';
  /** Chromium's CPU throttling: 1 (this machine) or 4 (a slower laptop or phone). */
  cpuSlowdown: number;
  /** Navigation start → first contentful paint. */
  firstPaintMs: number;
  /** Navigation start → the chat's message box enabled (the studio usable). */
  usableMs: number;
  /** Main-thread busy time (the renderers' top-level tasks, from a trace) from the navigation until usable. */
  mainThreadMs: number;
  /** Long tasks (over 50 ms) until usable. */
  longTaskMs: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** A thread's top-level task in Chromium's traces (older versions name it RunTask). */
const topLevelTasks = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Main-thread busy time from a Chromium trace: the top-level tasks of every renderer's
 * main thread. A reload may land in a new renderer process, whose own counters start again, so
 * the trace is the one measure that spans it.
 */
function rendererMainThreadMs(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const busyUs = traceEvents
    .filter((event) => event.ph === 'X' && topLevelTasks.has(event.name) && mainThreads.has(`${event.pid}:${event.tid}`))
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return busyUs / 1000;
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
  const browser = page.context().browser();
  if (!browser) throw new Error('the start-up scenario needs a launched browser (for its trace)');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const rows: StartupRow[] = [];
  for (const cpuSlowdown of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    for (const cache of ['cold', 'warm'] as const) {
      if (cache === 'cold') await cdp.send('Network.clearBrowserCache');
      await browser.startTracing(page, { categories: ['toplevel'] });
      await page.reload({ waitUntil: 'commit' });
      const usableMs = (await (await whenUsable(page)).jsonValue()) as number;
      const busy = rendererMainThreadMs(await browser.stopTracing());
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
