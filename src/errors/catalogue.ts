import type { ParseKeys } from 'i18next';

/** platform.md §8 / tools.md §8: the error codes, with what each stands for. */
export const errorCodes = {
  EG001: 'generic failure',
  ER001: 'REST network error',
  ER002: 'REST status error',
  ER003: 'REST empty response',
  ES901: 'socket user error',
} as const;
export type ErrorCode = keyof typeof errorCodes;

/**
 * Special assistant-message contents (tools.md §3). Stored as these sentinels, shown as the
 * text of the reader's language, so a stored chat does not freeze one language's wording.
 */
export const sentinels = {
  typing: '\u0000typing',
  generic: '\u0000error:generic',
  rateLimit: '\u0000error:rate-limit',
  contextTooLong: '\u0000error:context-too-long',
} as const;
export type Sentinel = (typeof sentinels)[keyof typeof sentinels];

const sentinelMessages: Record<Exclude<Sentinel, typeof sentinels.typing>, ParseKeys<'common'>> = {
  [sentinels.generic]: 'messages.generic',
  [sentinels.rateLimit]: 'messages.rateLimit',
  [sentinels.contextTooLong]: 'messages.contextTooLong',
};

export const isSentinel = (content: string): content is Sentinel =>
  (Object.values(sentinels) as string[]).includes(content);

/** The message key a sentinel is shown as; undefined for ordinary text and the typing placeholder. */
export function sentinelMessageKey(content: string): ParseKeys<'common'> | undefined {
  return content in sentinelMessages ? sentinelMessages[content as keyof typeof sentinelMessages] : undefined;
}
