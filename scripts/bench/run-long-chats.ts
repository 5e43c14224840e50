import { chromium } from '@playwright/test';
import { ensureChromium } from '../find-chromium';
import { answerTokens } from './answer-tokens';
import { startAppStack } from './app/app-stack';
import { runLongChatsScenario } from './long-chats/long-chat-scenario';
import { longChatsReportLines } from './long-chats/long-chats-report';

/**
 * The long-chats part of `npm run bench` alone (`npx tsx scripts/bench/run-long-chats.ts`, under
 * the start lock): the studio built and started on the bench ports, the scenario, its report.
 */
const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function main() {
  const started = Date.now();
  const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);
  log('building the studio and starting the reference stack on the bench ports');
  const chunks = answerTokens(20_000);
  const stack = await startAppStack(chunks, 2);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const run = await runLongChatsScenario(browser, stack, { text: chunks.join(''), tokens: chunks.length }, log);
    console.log(`Chromium ${browser.version()}, ${new Date().toISOString()}`);
    console.log(longChatsReportLines(run).join('\n'));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
