/**
 * The most of one customer-service reply the studio takes: the body is read up
 * to `bytes` (1 MiB) and at most `items` reply items are shown; the rest is dropped with a note.
 */
export const replyLimits = { bytes: 1024 * 1024, items: 20 } as const;

export interface ReplyLimits {
  bytes: number;
  items: number;
}

/**
 * What was dropped of a reply too large to show whole: `items`, the items past the count
 * (`dropped` of them); `size`, everything past the byte limit (how much is not known).
 */
export type ReplyCut = { reason: 'items'; dropped: number } | { reason: 'size' };
