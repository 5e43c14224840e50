import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { releaseNotesSeen } from '../app/app-session';

export interface LighthouseRun {
  page: string;
  /** 0-1, Lighthouse's performance score (mobile preset: a mid-range phone on slow 4G, simulated). */
  score: number | null;
  /** Lighthouse's own display values: first contentful paint, largest contentful paint, total blocking time, layout shift, speed index. */
  metrics: Record<string, string>;
}

const metricAudits = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

async function signIn(page: Page, appUrl: string, username: string) {
  await page.goto(appUrl);
  await page.locator('::-p-aria(Username)').fill(username);
  await page.locator('::-p-aria(Password)').fill(username);
  await page.locator('::-p-aria(Sign in[role="button"])').click();
  await page.locator('textarea[aria-label="Message"]').wait();
  // A returning user, as in the bench's other scenarios: this version's release notes seen and
  // not to be shown again (a first start opens them over the chat).
  await page.evaluate((record) => localStorage.setItem('aiStudioVersion', record), releaseNotesSeen);
}

/**
 * Lighthouse, mobile preset, on the production build: the public /logged-out page in a fresh
 * profile, and the chat route signed in. The session lives in the tab's sessionStorage, so the
 * chat is a user flow: sign in on a tab, then let Lighthouse navigate that same tab without
 * resetting its storage (which also keeps its cache: the chat row is a warm start of a returning
 * user).
 */
export async function runLighthouse(chromium: string, args: string[], appUrl: string, username: string): Promise<LighthouseRun[]> {
  const browser = await puppeteer.launch({ executablePath: chromium, args });
  try {
    const runs: LighthouseRun[] = [];
    const publicPage = await browser.newPage();
    const publicFlow = await startFlow(publicPage, { name: 'public page' });
    await publicFlow.navigate(`${appUrl}/logged-out`);
    runs.push(summary('/logged-out (cold)', await publicFlow.createFlowResult()));

    const chatPage = await (await browser.createBrowserContext()).newPage();
    await signIn(chatPage, appUrl, username);
    const chatFlow = await startFlow(chatPage, { name: 'chat signed in', flags: { disableStorageReset: true } });
    await chatFlow.navigate(`${appUrl}/`);
    runs.push(summary('/ chat, signed in (warm)', await chatFlow.createFlowResult()));
    return runs;
  } finally {
    await browser.close();
  }
}

function summary(page: string, result: Awaited<ReturnType<Awaited<ReturnType<typeof startFlow>>['createFlowResult']>>): LighthouseRun {
  const lhr = result.steps[0]?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${page}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(Object.entries(metricAudits).map(([name, audit]) => [name, lhr.audits[audit]?.displayValue ?? 'n/a']));
  return { page, score: lhr.categories.performance?.score ?? null, metrics };
}
