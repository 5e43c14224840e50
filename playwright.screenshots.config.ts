import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `npm run screenshots` (test/screenshots/): the end-to-end stack with the scripted loopback model,
 * every route in both schemes at 1280 × 800 and 390 × 844, into docs/screenshots/. Its own
 * folder and file pattern, so the end-to-end run (`npm test`) never runs it.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'test/screenshots',
  testMatch: '**/*.shots.ts',
  outputDir: 'test-results/screenshots',
  globalSetup: './test/screenshots/global-setup.ts',
  // One browser at a time, in order: two cores, and no picture depends on what ran beside it.
  workers: 1,
  timeout: 90_000,
  reporter: [['list']],
  projects: [{ name: 'screenshots' }],
});
