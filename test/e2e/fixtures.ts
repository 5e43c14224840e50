import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { DemoSessions } from './demo-sessions';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Specs that are not about the release notes start as a returning user who has seen them
 * (a first start would open the dialog over everything). `firstVisit` opts out.
 * `demoSessions`: each demo account signed in once per worker, handed to `openSignedIn`
 * (./demo-sessions.ts); the page's newest tokens are taken back when the test ends.
 */
export const test = base.extend<{ firstVisit: boolean }, { demoSessions: DemoSessions }>({
  firstVisit: [false, { option: true }],
  demoSessions: [async ({ browser }, use) => use(new DemoSessions(browser)), { scope: 'worker' }],
  page: async ({ page, firstVisit, demoSessions }, use) => {
    demoSessions.attach(page.context());
    if (!firstVisit) {
      await page.addInitScript((appVersion) => {
        if (localStorage.getItem('aiStudioVersion') === null) {
          const record = { version: JSON.stringify(appVersion), showReleaseNotes: 'false', optedOut: 'false' };
          localStorage.setItem('aiStudioVersion', JSON.stringify({ ...record, _persist: '{"version":1,"rehydrated":true}' }));
        }
      }, version);
    }
    await use(page);
    await demoSessions.takeBack();
  },
});

export const appVersion = version;
