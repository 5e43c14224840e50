import { z } from '../../../contracts/zod';
import type { Tenant } from '../../../domain/chat';

/** What the file says it is: the studio's chats to take along. */
export const ARCHIVE_FORMAT = 'studio-chats';
/** The file's own version; each list inside keeps its stored record's version. */
export const ARCHIVE_VERSION = 1;

/** One list as stored (`{version, items}`, chat-records.ts and stored-list.ts); its items are checked by the records' own parser. */
const storedListSchema = z.object({ version: z.number().int().nonnegative(), items: z.array(z.unknown()) });

const toolSchema = z.object({
  lists: z.record(z.string(), storedListSchema),
  settings: z.record(z.string(), z.unknown()),
});

/** The envelope; anything beyond it is read by the tools' own parsers. */
export const archiveFileSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  exportedAt: z.number().finite(),
  user: z.string().nullable(),
  tenant: z.enum(['corporate', 'trial']),
  tools: z.record(z.string(), toolSchema),
});

export type ArchiveFile = z.infer<typeof archiveFileSchema>;

export interface StoredListInFile {
  version: number;
  items: unknown[];
}

export function archiveFile(input: { exportedAt: number; user: string | null; tenant: Tenant; tools: ArchiveFile['tools'] }): ArchiveFile {
  return { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, ...input };
}

/** The download's name: `studio-chats-<day>.json` is the history backup's; this one carries everything. */
export const archiveFileName = (at: number) => `studio-take-along-${new Date(at).toISOString().slice(0, 10)}.json`;
