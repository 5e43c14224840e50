import type { Page } from '@playwright/test';
import { inPage } from '../../../test/browser/in-page';
import { blocksHtml } from '../blocks-html';
import { historyKey } from '../app/stored-history';
import { runStreamScenario } from '../app/stream-scenario';
import { chooseChat } from './long-chat-watches';

/** One answer's cost on the main thread and in storage writes. */
export interface AnswerCost {
  mainThreadMsPerToken: number;
  writesWhileStreaming: number;
  longTasks: number;
  savedAnswerComplete: boolean;
}

export interface StreamingAtEndRun {
  empty: AnswerCost;
  atEnd: AnswerCost;
  /** The answer at the end of the long chat is shown as the same answer in the empty chat was. */
  shownAlike: boolean;
}

const lastAnswer = { selector: '.message-scroller article.message-assistant .markdown', which: 'last' } as const;

/**
 * The same answer streamed twice in one run: in a new, empty chat, then at the end of the long
 * chat (which the client trims to what the model can take, so it is asked, not refused with a
 * 413). The empty chat's answer as shown is the reference the long chat's is compared with.
 */
export async function streamingAtEnd(page: Page, chat: { name: string; lastWords: string }, answer: { text: string; tokens: number }): Promise<StreamingAtEndRun> {
  const common = { answer: answer.text, tokens: answer.tokens, afterMs: 1_000, historyKey: historyKey('alice') };
  const cost = (run: Awaited<ReturnType<typeof runStreamScenario>>): AnswerCost => ({
    mainThreadMsPerToken: run.mainThreadMs / answer.tokens,
    writesWhileStreaming: run.writesWhileStreaming.length,
    longTasks: run.longTasks.length,
    savedAnswerComplete: run.savedAnswerComplete,
  });
  await page.getByRole('button', { name: 'New chat' }).click();
  let reference = '';
  const empty = await runStreamScenario(page, {
    ...common,
    question: 'What did we decide? (in a new chat)',
    renderWhole: async () => (reference = await inPage(page, blocksHtml, lastAnswer)),
  });
  await inPage(page, chooseChat, chat);
  const atEnd = await runStreamScenario(page, { ...common, question: 'What did we decide? (at the end)', renderWhole: async () => reference });
  return { empty: cost(empty), atEnd: cost(atEnd), shownAlike: atEnd.shownEqualsWhole };
}
