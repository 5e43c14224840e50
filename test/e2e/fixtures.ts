import { readFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { DemoSessions } from './demo-sessions';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** A test's page: its context draws on the worker's demo sessions, and it has seen the release notes unless `firstVisit`. */
async function prepare(page: Page, firstVisit: boolean, demoSessions: DemoSessions) {
  demoSessions.attach(page.context());
  if (firstVisit) return;
  await page.addInitScript((appVersion) => {
    if (localStorage.getItem('aiStudioVersion') === null) {
      const record = { version: JSON.stringify(appVersion), showReleaseNotes: 'false', optedOut: 'false' };
      localStorage.setItem('aiStudioVersion', JSON.stringify({ ...record, _persist: '{"version":1,"rehydrated":true}' }));
    }
  }, version);
}

/**
 * Specs that are not about the release notes start as a returning user who has seen them
 * (a first start would open the dialog over everything). `firstVisit` opts out.
 * `demoSessions`: each demo account signed in once per worker, handed to `openSignedIn`
 * (./demo-sessions.ts); the page's newest tokens are taken back when the test ends.
 * `otherPage`: a page in a browser context of its own (another person at another computer),
 * prepared like `page`, for specs where two users work at the same time; `thirdPage` likewise, for a third.
 */
export const test = base.extend<{ firstVisit: boolean; otherPage: Page; thirdPage: Page }, { demoSessions: DemoSessions }>({
  firstVisit: [false, { option: true }],
  demoSessions: [async ({ browser }, use) => use(new DemoSessions(browser)), { scope: 'worker' }],
  page: async ({ page, firstVisit, demoSessions }, use) => {
    await prepare(page, firstVisit, demoSessions);
    await use(page);
    await demoSessions.takeBack();
  },
  otherPage: async ({ browser, firstVisit, demoSessions }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await prepare(page, firstVisit, demoSessions);
    await use(page);
    await demoSessions.takeBack();
    await context.close();
  },
  thirdPage: async ({ browser, firstVisit, demoSessions }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await prepare(page, firstVisit, demoSessions);
    await use(page);
    await demoSessions.takeBack();
    await context.close();
  },
});

export const appVersion = version;
