import { defineConfig } from '@playwright/test';
import { appUrl } from './test/e2e/e2e-stack';

// The browser is Debian's (or CHROMIUM_PATH); test/e2e/run-e2e.ts finds it before this runs.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Its own folder: Playwright empties it at start, and test-results/ also holds the unit report.
  outputDir: 'test-results/playwright',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A cap, not a timing: a tab signing in through the provider goes through two full page loads
  // and a token exchange, which took over the default 5 s on a busy two-core CI machine.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [
    // First: its browser blocks third-party cookies, so it needs a worker of its own; queued
    // last, that worker started only when the others were done, and ran alone.
    { name: 'cross-site', testMatch: '**/session-cross-site.spec.ts' },
    { name: 'studio', testIgnore: ['**/*.heavy.spec.ts', '**/session-cross-site.spec.ts'] },
    // Tens of megabytes through IndexedDB: after every other spec, so no other browser shares the cores.
    { name: 'heavy', testMatch: '**/*.heavy.spec.ts', dependencies: ['cross-site', 'studio'] },
  ],
});
