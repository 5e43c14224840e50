/**
 * The stored contents of the special assistant messages (tools.md §3): the typing placeholder
 * and the errors. The one definition the machines, the slices and the views all read; the
 * views show them in the reader's language (src/errors/catalogue.ts).
 */
export const chatSentinels = {
  typing: '\u0000typing',
  generic: '\u0000error:generic',
  rateLimit: '\u0000error:rate-limit',
  contextTooLong: '\u0000error:context-too-long',
} as const;

export type ChatSentinel = (typeof chatSentinels)[keyof typeof chatSentinels];

/** What a failed answer is stored as. */
export type FailureSentinel = (typeof chatSentinels)['generic' | 'rateLimit' | 'contextTooLong'];

export const isChatSentinel = (content: string): content is ChatSentinel =>
  (Object.values(chatSentinels) as string[]).includes(content);
