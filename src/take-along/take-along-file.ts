import { z } from '../../contracts/zod';
import type { Tenant } from '../../domain/chat';

/** What the file says it is: the studio's chats to take along. */
export const TAKE_ALONG_FORMAT = 'studio-chats';
/** The file's own version; each list inside keeps its stored record's version. */
export const TAKE_ALONG_VERSION = 1;

/** One list as stored (`{version, items}`, chat-records.ts and stored-list.ts); its items are checked by the records' own parser. */
const storedListSchema = z.object({ version: z.number().int().nonnegative(), items: z.array(z.unknown()) });

const toolSchema = z.object({
  lists: z.record(z.string(), storedListSchema),
  settings: z.record(z.string(), z.unknown()),
});

/** The envelope; anything beyond it is read by the tools' own parsers. */
export const takeAlongFileSchema = z.object({
  format: z.literal(TAKE_ALONG_FORMAT),
  version: z.number().int(),
  exportedAt: z.number().finite(),
  user: z.string().nullable(),
  tenant: z.enum(['corporate', 'trial']),
  tools: z.record(z.string(), toolSchema),
});

export type TakeAlongFile = z.infer<typeof takeAlongFileSchema>;

export interface StoredListInFile {
  version: number;
  items: unknown[];
}

export function takeAlongFile(input: { exportedAt: number; user: string | null; tenant: Tenant; tools: TakeAlongFile['tools'] }): TakeAlongFile {
  return { format: TAKE_ALONG_FORMAT, version: TAKE_ALONG_VERSION, ...input };
}

/** The download's name: `studio-chats-<day>.json` is the history backup's; this one carries everything. */
export const takeAlongFileName = (at: number) => `studio-take-along-${new Date(at).toISOString().slice(0, 10)}.json`;
