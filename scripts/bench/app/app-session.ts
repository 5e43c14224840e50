import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { installAppProbe, type AppProbe } from './app-probe';
import { everyDocument, inPage } from '../../../test/browser/in-page';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
// redux-persist's record of a returning user who has seen this version's release notes.
export const releaseNotesSeen = JSON.stringify({
  version: JSON.stringify(version),
  showReleaseNotes: 'false',
  optedOut: 'false',
  _persist: '{"version":1,"rehydrated":true}',
});

export interface AppSession {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors of the studio's own documents. */
  errors: string[];
  close(): Promise<void>;
}

/** The page's main-thread busy time so far (Chromium's TaskDuration, thread CPU time), in ms. */
export async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
}

export async function measureMainThread(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return cdp;
}

/**
 * A fresh browser profile (its own IndexedDB and storage) with the bench probe in every
 * document, signed in to the studio as `username` through the provider's own page. `onContext`
 * sees the context before its first navigation.
 */
export async function openSignedIn(browser: Browser, appUrl: string, username: string, onContext?: (context: BrowserContext) => void): Promise<AppSession> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  onContext?.(context);
  await everyDocument(context, installAppProbe, { releaseNotesKey: 'aiStudioVersion', releaseNotesRecord: releaseNotesSeen });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${username}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith(appUrl)) errors.push(`${username}: console: ${message.text()}`);
  });
  try {
    await page.goto(appUrl);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await signIn.waitFor({ timeout: 30_000 });
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(username);
    await signIn.click();
    await page.getByRole('button', { name: 'New chat' }).waitFor({ timeout: 30_000 });
  } catch (error) {
    await context.close();
    throw new Error(`signing in as ${username} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { page, context, errors, close: () => context.close() };
}

/** What the probe has recorded in the page's current document. */
export const probeRecords = (page: Page) =>
  inPage(page, () => (globalThis as unknown as { studioBenchProbe: AppProbe }).studioBenchProbe, null);

