import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Specs that are not about the release notes start as a returning user who has seen them
 * (a first start would open the dialog over everything). `firstVisit` opts out.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) {
      await page.addInitScript((appVersion) => {
        if (localStorage.getItem('aiStudioVersion') === null) {
          const record = { version: JSON.stringify(appVersion), showReleaseNotes: 'false', optedOut: 'false' };
          localStorage.setItem('aiStudioVersion', JSON.stringify({ ...record, _persist: '{"version":1,"rehydrated":true}' }));
        }
      }, version);
    }
    await use(page);
  },
});

export const appVersion = version;
