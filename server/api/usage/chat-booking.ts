import { countTokens } from 'gpt-tokenizer';
import type { UsageOutcome } from '../../../contracts/usage-api';
import { CallCapReached } from '../llm/call-caps';
import type { ModelEndpoint } from '../llm/model-endpoint';
import { bookCall } from './usage-meter';

/** What a chat-model call is booked with as it ends. Never the text itself: only its tokens. */
export interface ChatBooking {
  config: ModelEndpoint;
  messages: readonly { content: string }[];
  /** The answer's text so far, to count its tokens when the model reports none. */
  output: string;
  /** The model's own `usage`, when it sent one. */
  reported?: { prompt_tokens?: number; completion_tokens?: number } | null;
  promptRef?: string;
  component?: string;
}

/** How a call ended: the user's signal is a stop, a limit or a broken-off stream a cut, anything else a failure. */
export function endOf(error: unknown, signal: AbortSignal, otherwise: UsageOutcome = 'failed'): UsageOutcome {
  if (signal.aborted) return 'stopped';
  if (error instanceof CallCapReached) return 'cut';
  if (error instanceof Error && error.message === 'the answer was cut off') return 'cut';
  return error ? 'failed' : otherwise;
}

/** Input and output tokens, the model's where it reported them, else counted with the server's tokenizer (o200k). */
export function tokensOf(messages: readonly { content: string }[], output: string, reported?: ChatBooking['reported']) {
  if (typeof reported?.prompt_tokens === 'number' && typeof reported.completion_tokens === 'number') {
    return { inputTokens: reported.prompt_tokens, outputTokens: reported.completion_tokens, counted: false };
  }
  return { inputTokens: countTokens(messages.map((message) => message.content).join('\n')), outputTokens: countTokens(output), counted: true };
}

/** Where the call went: the endpoint's host (a deployment's name for Azure is its model). */
const deploymentOf = (config: ModelEndpoint) => {
  try {
    return new URL(config.baseUrl).host;
  } catch {
    return undefined;
  }
};

/** Books a chat-model call; one that failed before any answer used no tokens we could know of. */
export async function bookChatCall(booking: ChatBooking, outcome: UsageOutcome, { failedBeforeAnswer = false } = {}) {
  const tokens = failedBeforeAnswer ? { inputTokens: 0, outputTokens: 0, counted: false } : tokensOf(booking.messages, booking.output, booking.reported);
  await bookCall({
    kind: 'model',
    model: booking.config.model,
    deployment: deploymentOf(booking.config),
    promptRef: booking.promptRef,
    component: booking.component,
    ...tokens,
    outcome,
  });
}

/** The offline responder's answer: model `offline`, tokens counted, cost 0. */
export async function bookOfflineAnswer(input: readonly { content: string }[], output: string, outcome: UsageOutcome, extra: { promptRef?: string; component?: string } = {}) {
  await bookCall({ kind: 'model', model: 'offline', ...tokensOf(input, output), outcome, ...extra });
}
