import type { ParseKeys } from 'i18next';
import { chatSentinels, type ChatSentinel } from '../../domain/chat-sentinels';

// platform.md §8's error codes (EG001, ER001-ER003, ES901) are the customer-service chat's: its
// turn actor decides them (src/scos/scos-turn.actors.ts) and its apology shows them.

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
