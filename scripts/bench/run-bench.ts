import { cpus, loadavg } from 'node:os';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { ensureChromium } from '../find-chromium';
import { answerTokens } from './answer-tokens';
import { startAppStack } from './app/app-stack';
import { appFailures, runAppBench } from './app/run-app-bench';
import { firstAnswerFailures } from './app/pace-and-bytes-report';
import { serveBenchPage } from './bench-server';
import { loadAimLines, loadFailures, loadReportLines, runLoadBench } from './load/load-bench';
import type { BenchApi, StreamRequest, StreamRun } from './bench-types';
import { printReport, type MeasuredStream } from './report';
import { openSignedIn } from './app/app-session';
import { runLighthouse } from './startup/lighthouse-runs';
import { startupReportLines } from './startup/startup-report';
import { takeAlongReportLines } from './take-along-report';
import { uploadLagFailures, uploadLagReportLines } from './upload-lag/upload-lag-report';
import { runUploadLagScenario } from './upload-lag/upload-lag-scenario';
import { bookingReportLines } from './booking/booking-figures';
import { runBookingScenario } from './booking/booking-scenario';
import { runStartupScenario } from './startup/startup-scenario';
import { runLongChatsScenario } from './long-chats/long-chat-scenario';
import { longChatsReportLines } from './long-chats/long-chats-report';

/**
 * `npm run bench`: renders the real chat components in Chromium, then runs the whole studio
 * on the reference stack, and prints figures beside a naive baseline measured in the same run.
 * Not a test: nothing here fails on time; it fails when the studio errors or the answer
 * does not arrive whole.
 */
const tokenCount = 20_000;
// 500 tokens/s: several chunks per frame, as a fast model over a fast network delivers them.
const intervalMs = 2;
// And at a slow model's pace (~60 tokens/s, one chunk per frame), in a window mid-answer.
const slowIntervalMs = 16;
const slowWindow = { from: 9_700, to: 10_300 };
// The naive baseline costs O(n²) over the stream; it is measured in evenly spaced windows.
const naiveWindows = 10;
const naiveWindowTokens = 40;
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const searchQueries = ['invoice', 'Latency budget', '1999', 'no such words here'];

/** Calls the bench page's API (serialised across CDP). */
function call<K extends keyof BenchApi>(page: Page, method: K, ...args: Parameters<BenchApi[K]>) {
  return page.evaluate(
    ({ method, args }) => {
      const api = (globalThis as { studioBench?: BenchApi }).studioBench;
      if (!api) throw new Error('the bench page did not start');
      return (api[method] as (...values: unknown[]) => unknown)(...args);
    },
    { method, args },
  ) as Promise<Awaited<ReturnType<BenchApi[K]>>>;
}

/**
 * The page's main-thread busy time so far, in ms: Chromium's own accounting of all its tasks,
 * in thread CPU time, so other processes on a shared machine do not inflate it.
 */
async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
}

async function measureStream(page: Page, cdp: CDPSession, request: StreamRequest): Promise<{ run: StreamRun; mainThreadMs: number }> {
  await call(page, 'prepareStream', request);
  const before = await mainThreadMs(cdp);
  const run = await call(page, 'runStream');
  return { run, mainThreadMs: (await mainThreadMs(cdp)) - before };
}

function pool(windows: { run: StreamRun; mainThreadMs: number }[]): MeasuredStream {
  const runs = windows.map(({ run }) => run);
  const all = (pick: (run: StreamRun) => number[] | undefined) => runs.flatMap((run) => pick(run) ?? []);
  return {
    tokens: runs.reduce((sum, run) => sum + run.tokens, 0),
    wallMs: runs.reduce((sum, run) => sum + run.wallMs, 0),
    mainThreadMs: windows.reduce((sum, window) => sum + window.mainThreadMs, 0),
    chunkMs: all((run) => run.chunkMs),
    flushMs: all((run) => run.flushMs),
    frames: runs.reduce((sum, run) => sum + run.frames, 0),
    longTaskMs: all((run) => run.longTaskMs),
    longAnimationFrameMs: runs.some((run) => run.longAnimationFrameMs) ? all((run) => run.longAnimationFrameMs) : undefined,
    storageWrites: runs.reduce((sum, run) => sum + run.storageWrites, 0),
  };
}

async function main() {
  const started = Date.now();
  const loadBefore = loadavg()[0] ?? 0;
  const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);
  const chunks = answerTokens(tokenCount);
  log(`answer: ${tokenCount} tokens, ${chunks.join('').length} characters; building the bench page`);
  const site = await serveBenchPage();
  // Built and started before anything is measured, so neither competes with a measurement.
  log('building the studio and starting the reference stack on the bench ports');
  const stack = await startAppStack(chunks, intervalMs).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url);
    await page.waitForFunction(() => 'studioBench' in globalThis);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

    log('streaming through the incremental renderer');
    const incremental = pool([await measureStream(page, cdp, { chunks, from: 0, to: tokenCount, intervalMs, naive: false })]);
    const identical = await call(page, 'streamedEqualsWhole');
    log(`incremental at a slow model's pace, tokens ${slowWindow.from}-${slowWindow.to}`);
    const slow = pool([await measureStream(page, cdp, { chunks, ...slowWindow, intervalMs: slowIntervalMs, naive: false })]);

    const naiveRuns = [];
    for (let window = 0; window < naiveWindows; window += 1) {
      const from = Math.round(((window + 0.5) / naiveWindows) * tokenCount - naiveWindowTokens / 2);
      log(`naive baseline, window ${window + 1}/${naiveWindows} (tokens ${from}-${from + naiveWindowTokens})`);
      naiveRuns.push(await measureStream(page, cdp, { chunks, from, to: from + naiveWindowTokens, intervalMs, naive: true }));
    }

    log('opening a 500-message chat');
    const before = await mainThreadMs(cdp);
    const openChat = await call(page, 'openChat', 500);
    const openChatMainThreadMs = (await mainThreadMs(cdp)) - before;
    log('searching a 2,000-chat sidebar');
    const search = await call(page, 'sidebarSearch', 2000, searchQueries);
    log('importing a 50 MB take-along file, in its worker and (baseline) on the main thread');
    const takeAlong = await call(page, 'takeAlong', 50);
    if (errors.length > 0) throw new Error(`the bench page failed: ${errors.join('; ')}`);
    const uploadLag = await runUploadLagScenario(log);
    const booking = await runBookingScenario(log);

    const app = await runAppBench(browser, stack, {
      tokens: chunks,
      searchQueries,
      renderWhole: (text) => call(page, 'renderWhole', text),
      slowWindow: { ...slowWindow, intervalMs: slowIntervalMs },
      log,
    });

    log('start-up: reloading the chat route, cold and warm cache, at 1x and 4x CPU');
    const session = await openSignedIn(browser, stack.appUrl, 'alice');
    const startup = await runStartupScenario(session.page).finally(() => session.close());
    if (session.errors.length > 0) throw new Error(`the studio failed while starting: ${session.errors.join('; ')}`);
    log('start-up: Lighthouse (mobile preset) on /logged-out and on the chat route signed in');
    const lighthouse = await runLighthouse(ensureChromium(), chromiumArgs, stack.appUrl, 'alice');
    // Alone: scripts/bench/run-long-chats.ts.
    const longChats = await runLongChatsScenario(browser, stack, { text: chunks.join(''), tokens: chunks.length }, log);

    printReport({
      date: new Date().toISOString().slice(0, 10),
      chromium: browser.version(),
      cores: cpus().length,
      // Long tasks and frames are wall-clock: a busy machine lengthens them.
      load: [loadBefore, loadavg()[0] ?? 0],
      tokens: tokenCount,
      characters: chunks.join('').length,
      intervalMs,
      naiveWindows: `${naiveWindows} windows of ${naiveWindowTokens} tokens, evenly spread`,
      features: await call(page, 'chromiumFeatures'),
      incremental,
      slow: { stream: slow, intervalMs: slowIntervalMs, window: `tokens ${slowWindow.from}-${slowWindow.to}` },
      naive: pool(naiveRuns),
      identical,
      openChat,
      openChatMainThreadMs,
      search,
      app,
      durationS: (Date.now() - started) / 1000,
    });
    console.log(startupReportLines(startup, lighthouse).join('\n'));
    console.log(takeAlongReportLines(takeAlong).join('\n'));
    console.log(longChatsReportLines(longChats).join('\n'));
    console.log(uploadLagReportLines(uploadLag).join('\n'));
    console.log(bookingReportLines(booking.runs, booking.answers, booking.database).join('\n'));
    const failures = [...appFailures(app), ...firstAnswerFailures(app), ...uploadLagFailures(uploadLag)];
    if (failures.length > 0) {
      console.error(`\nA bench scenario failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stack.stop();
    await site.close();
  }
  // After the browser scenarios, so 500 streams do not share the cores with a measurement.
  await runLoadScenario(log);
}

async function runLoadScenario(log: (message: string) => void) {
  const runs = await runLoadBench(log);
  console.log([...loadReportLines(runs), ...loadAimLines(runs)].join('\n'));
  const failures = loadFailures(runs);
  if (failures.length > 0) {
    console.error(`\nA bench scenario failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
