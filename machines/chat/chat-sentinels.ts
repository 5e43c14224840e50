/**
 * The stored contents of the special assistant messages (tools.md §3). The values are those of
 * `src/errors/catalogue.ts`, which machines may not import; a test under src/chat/actors keeps
 * the two in step.
 */
export const chatSentinels = {
  typing: '\u0000typing',
  generic: '\u0000error:generic',
  rateLimit: '\u0000error:rate-limit',
  contextTooLong: '\u0000error:context-too-long',
} as const;

/** What a failed answer is stored as. */
export type FailureSentinel = (typeof chatSentinels)['generic' | 'rateLimit' | 'contextTooLong'];

export const isChatSentinel = (content: string): boolean =>
  (Object.values(chatSentinels) as string[]).includes(content);
