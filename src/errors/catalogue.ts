import type { ParseKeys } from 'i18next';
import { chatSentinels, type ChatSentinel } from '../../domain/chat-sentinels';

/** platform.md §8 / tools.md §8: the error codes, with what each stands for. */
export const errorCodes = {
  EG001: 'generic failure',
  ER001: 'REST network error',
  ER002: 'REST status error',
  ER003: 'REST empty response',
  ES901: 'socket user error',
} as const;
export type ErrorCode = keyof typeof errorCodes;

// The special assistant-message contents (domain/chat-sentinels.ts) are stored as sentinels and
// shown as the text of the reader's language, so a stored chat does not freeze one language's wording.

/** How a stored error reads: an optional headline, then its sentences. */
export interface SentinelMessage {
  title?: ParseKeys<'common'>;
  lines: ParseKeys<'common'>[];
}

// tools.md §8: the rate-limit text comes with a high-traffic message; the too-long text with a
// headline and a request for a shorter version.
const sentinelMessages: Record<Exclude<ChatSentinel, typeof chatSentinels.typing>, SentinelMessage> = {
  [chatSentinels.generic]: { lines: ['messages.generic'] },
  [chatSentinels.rateLimit]: { lines: ['messages.rateLimit', 'messages.highTraffic'] },
  [chatSentinels.contextTooLong]: { title: 'messages.contextTooLongTitle', lines: ['messages.contextTooLong', 'messages.contextTooLongHint'] },
};

/** The message a sentinel is shown as; undefined for ordinary text and the typing placeholder. */
export function sentinelMessage(content: string): SentinelMessage | undefined {
  return Object.hasOwn(sentinelMessages, content) ? sentinelMessages[content as keyof typeof sentinelMessages] : undefined;
}

/** A sentinel's message as one line of plain text (transcripts, copies, summaries). */
export function sentinelText(message: SentinelMessage, t: (key: ParseKeys<'common'>) => string): string {
  const body = message.lines.map((key) => t(key)).join(' ');
  return message.title ? `${t(message.title)}: ${body}` : body;
}
