import type { Browser, BrowserContext } from '@playwright/test';
import type { AppBenchRun } from './app-bench-types';
import { firstAnswerBytes } from './first-answer-bytes';
import { recordScripts, type ScriptRecorder } from './script-transfers';
import { runSlowStreamScenario } from './slow-stream-scenario';
import { openSignedIn, type AppSession } from './app-session';
import type { AppStack } from './app-stack';
import { runOpenChatScenario } from './open-chat-scenario';
import { runSearchScenario } from './search-scenario';
import { historyKey } from './stored-history';
import { runStreamScenario } from './stream-scenario';

export interface AppBenchOptions {
  tokens: readonly string[];
  searchQueries: readonly string[];
  /** The whole answer rendered at once by the app's renderer, to compare the studio's screen with. */
  renderWhole: (text: string) => Promise<string>;
  /** The second answer at a slow model's pace: tokens from…to, intervalMs apart (the answer ends there). */
  slowWindow: { from: number; to: number; intervalMs: number };
  log: (message: string) => void;
}

// alice may use every tool; each scenario signs her in to a fresh browser profile.
const username = 'alice';
const question = 'Write the full operations handbook, with examples.';
// Writes right after the answer: saving it at once, then the chat's name from the model.
const afterAnswerMs = 5_000;

/** Runs `scenario` in a fresh signed-in profile; the profile's errors are kept even when it throws. */
async function inFreshProfile<T>(
  browser: Browser,
  stack: AppStack,
  errors: string[],
  scenario: (session: AppSession) => Promise<T>,
  onContext?: (context: BrowserContext) => void,
): Promise<T> {
  const session = await openSignedIn(browser, stack.appUrl, username, onContext);
  try {
    return await scenario(session);
  } finally {
    errors.push(...session.errors);
    await session.close();
  }
}

/**
 * The whole studio (production build, Redux store, XState machines, NDJSON reader, IndexedDB
 * persistence) on the reference stack: the 20,000-token answer asked in the chat, a
 * 500-message chat opened, and the sidebar searched over 2,000 chats.
 */
export async function runAppBench(browser: Browser, stack: AppStack, options: AppBenchOptions): Promise<AppBenchRun> {
  const errors: string[] = [];
  const answer = options.tokens.join('');

  options.log(`whole app: asking for the ${options.tokens.length}-token answer in the studio (cold cache: its scripts are counted)`);
  let scripts: ScriptRecorder | undefined;
  let answeredAt = Infinity;
  const stream = await inFreshProfile(
    browser,
    stack,
    errors,
    async ({ page }) => {
      const run = await runStreamScenario(page, {
        answer,
        tokens: options.tokens.length,
        question,
        afterMs: afterAnswerMs,
        historyKey: historyKey(username),
        renderWhole: options.renderWhole,
        onAnswered: () => (answeredAt = Date.now()),
      });
      return { run, modelSendMs: stack.model.lastStreamMs, transfers: await scripts!.transfers(answeredAt) };
    },
    (context) => (scripts = recordScripts(context, new URL(stack.appUrl).origin)),
  );
  const { from, to, intervalMs } = options.slowWindow;
  options.log(`whole app: an answer at ${intervalMs} ms a token over tokens ${from}-${to}`);
  const slowStream = await inFreshProfile(browser, stack, errors, ({ page }) => runSlowStreamScenario(page, stack, options.slowWindow, question));
  options.log('whole app: reopening a 500-message chat');
  const openChat = await inFreshProfile(browser, stack, errors, ({ page }) => runOpenChatScenario(page, username));
  options.log('whole app: searching 2,000 chats in the sidebar');
  const search = await inFreshProfile(browser, stack, errors, ({ page }) => runSearchScenario(page, username, options.searchQueries));

  return {
    apiSummary: stack.apiSummary,
    modelStreams: stack.model.streams,
    modelCompletions: stack.model.completions,
    stream: { ...stream.run, modelSendMs: stream.modelSendMs },
    slowStream,
    firstAnswer: firstAnswerBytes(stream.transfers, stack.buildDir),
    openChat,
    search,
    errors,
  };
}

/** Why the whole-app run must not pass: the studio failed, or the answer did not arrive whole. */
export function appFailures(run: AppBenchRun): string[] {
  const failures = run.errors.map((error) => `the studio reported an error: ${error}`);
  if (!run.stream.savedAnswerComplete) failures.push('the stored answer is not the whole streamed answer');
  if (!run.stream.shownEqualsWhole) failures.push(`the answer on screen (${run.stream.shownChars} characters) is not the whole answer rendered at once`);
  return failures;
}
