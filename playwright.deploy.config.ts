import { defineConfig } from '@playwright/test';

// The deployment test's browser part (scripts/deploy-test/run-deploy-test.sh deploys first and sets
// STUDIO_URL): one scenario against nginx in front of two API instances, nothing started here.
export default defineConfig({
  testDir: 'test/deploy',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/deploy',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/deploy.json' }]],
  use: {
    baseURL: process.env.STUDIO_URL,
    trace: 'retain-on-failure',
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
