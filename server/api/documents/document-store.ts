import type { Database } from '../../db/database';
import { chunkText } from './chunking';

export const documentLifetimeMs = 24 * 60 * 60 * 1000;
/** Expired documents keep their name this long, so a chat naming them gets a 410 that says which. */
const tombstoneLifetimeMs = 90 * 24 * 60 * 60 * 1000;
const insertBatch = 500;

export interface NewDocument {
  owner: string;
  docHash: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
  /** Extracted text; null for images, which are kept as metadata only. */
  text: string | null;
}

export interface DocumentRef {
  docHash: string;
  fileName: string;
}

export interface Availability {
  available: DocumentRef[];
  expired: DocumentRef[];
  /** Hashes this user never uploaded (or whose record is gone). */
  unknown: string[];
}

export function createDocumentStore(db: Database, now: () => Date) {
  const cutoff = () => new Date(now().getTime() - documentLifetimeMs).toISOString();

  return {
    /** Stores (or replaces) a user's document; a new upload of the same bytes restarts its 24 hours. */
    async save(doc: NewDocument): Promise<void> {
      const chunks = doc.text === null ? [] : chunkText(doc.text);
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into documents (owner, doc_hash, file_name, media_type, size_bytes, width, height, uploaded_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (owner, doc_hash) do update set
             file_name = excluded.file_name, media_type = excluded.media_type, size_bytes = excluded.size_bytes,
             width = excluded.width, height = excluded.height, uploaded_at = excluded.uploaded_at, purged_at = null`,
          [doc.owner, doc.docHash, doc.fileName, doc.mediaType, doc.sizeBytes, doc.width ?? null, doc.height ?? null, now().toISOString()],
        );
        await tx.query('delete from document_chunks where owner = $1 and doc_hash = $2', [doc.owner, doc.docHash]);
        for (let first = 0; first < chunks.length; first += insertBatch) {
          const batch = chunks.slice(first, first + insertBatch);
          await tx.query(
            `insert into document_chunks (owner, doc_hash, seq, content)
             select $1, $2, seq, content from unnest($3::int[], $4::text[]) as batch (seq, content)`,
            [doc.owner, doc.docHash, batch.map((_, i) => first + i), batch],
          );
        }
      });
    },

    /** Sorts the hashes a chat names into usable, expired and unknown documents of this user. */
    async availability(owner: string, hashes: readonly string[]): Promise<Availability> {
      const rows = await db.query<{ doc_hash: string; file_name: string; fresh: boolean }>(
        `select doc_hash, file_name, (uploaded_at > $3 and purged_at is null) as fresh
         from documents where owner = $1 and doc_hash = any($2::text[])`,
        [owner, [...hashes], cutoff()],
      );
      const byHash = new Map(rows.map((row) => [row.doc_hash, row]));
      const result: Availability = { available: [], expired: [], unknown: [] };
      for (const hash of new Set(hashes)) {
        const row = byHash.get(hash);
        if (!row) result.unknown.push(hash);
        else (row.fresh ? result.available : result.expired).push({ docHash: hash, fileName: row.file_name });
      }
      return result;
    },

    /** How many documents this user has uploaded within the last 24 hours (whatever a chat ticked). */
    async freshCount(owner: string): Promise<number> {
      const [row] = await db.query<{ count: string | number }>(
        'select count(*) as count from documents where owner = $1 and uploaded_at > $2 and purged_at is null',
        [owner, cutoff()],
      );
      return Number(row?.count ?? 0);
    },

    /**
     * Deletes one of the owner's documents at once, its text and its name (the chunks go with the
     * row); false when the owner has none with that hash, whoever else may have one.
     */
    async remove(owner: string, docHash: string): Promise<boolean> {
      const rows = await db.query('delete from documents where owner = $1 and doc_hash = $2 returning doc_hash', [owner, docHash]);
      return rows.length > 0;
    },

    /** Deletes the text of expired documents and, much later, their names. */
    async purgeExpired(): Promise<void> {
      const expiredBefore = cutoff();
      const forgottenBefore = new Date(now().getTime() - tombstoneLifetimeMs).toISOString();
      await db.transaction(async (tx) => {
        await tx.query(
          `delete from document_chunks c using documents d
           where c.owner = d.owner and c.doc_hash = d.doc_hash and d.uploaded_at <= $1 and d.purged_at is null`,
          [expiredBefore],
        );
        await tx.query('update documents set purged_at = $2 where uploaded_at <= $1 and purged_at is null', [
          expiredBefore,
          now().toISOString(),
        ]);
        await tx.query('delete from documents where uploaded_at <= $1', [forgottenBefore]);
      });
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
