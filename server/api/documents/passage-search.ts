import type { Database } from '../../db/database';

export interface Passage {
  docHash: string;
  fileName: string;
  seq: number;
  content: string;
}

const maxQueryWords = 64;

/**
 * The question as a websearch query that ORs its words: websearch_to_tsquery alone ANDs them,
 * and a whole question rarely has every word in one passage. Only letters and digits are kept,
 * so nothing the user types is read as query syntax.
 */
export function searchQuery(question: string): string {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].filter((word) => word !== 'or').slice(0, maxQueryWords);
  return unique.join(' or ');
}

export function createPassageSearch(db: Database) {
  return {
    /** The passages of the given documents that best match the question, in German or English. */
    async best(owner: string, hashes: readonly string[], question: string, limit: number): Promise<Passage[]> {
      const query = searchQuery(question);
      if (!query || hashes.length === 0) return [];
      const rows = await db.query<{ doc_hash: string; file_name: string; seq: number; content: string }>(
        `with q as (select websearch_to_tsquery('english', $3) || websearch_to_tsquery('german', $3) as query)
         select c.doc_hash, d.file_name, c.seq, c.content
         from document_chunks c
         join documents d on d.owner = c.owner and d.doc_hash = c.doc_hash
         cross join q
         where c.owner = $1 and c.doc_hash = any($2::text[]) and c.search @@ q.query
         order by ts_rank(c.search, q.query) desc, c.doc_hash, c.seq
         limit $4`,
        [owner, [...hashes], query, limit],
      );
      return rows.map((row) => ({ docHash: row.doc_hash, fileName: row.file_name, seq: row.seq, content: row.content }));
    },

    /** The opening passages of the documents: context for a model when no passage matches ("summarise this"). */
    async opening(owner: string, hashes: readonly string[], perDocument: number): Promise<Passage[]> {
      if (hashes.length === 0) return [];
      const rows = await db.query<{ doc_hash: string; file_name: string; seq: number; content: string }>(
        `select c.doc_hash, d.file_name, c.seq, c.content
         from document_chunks c
         join documents d on d.owner = c.owner and d.doc_hash = c.doc_hash
         where c.owner = $1 and c.doc_hash = any($2::text[]) and c.seq < $3
         order by c.doc_hash, c.seq`,
        [owner, [...hashes], perDocument],
      );
      return rows.map((row) => ({ docHash: row.doc_hash, fileName: row.file_name, seq: row.seq, content: row.content }));
    },

    /** Each document's passage count and characters (overlaps counted twice): its size before its text is read. */
    async sizes(owner: string, hashes: readonly string[]): Promise<Map<string, { passageCount: number; characters: number }>> {
      if (hashes.length === 0) return new Map();
      const rows = await db.query<{ doc_hash: string; passages: string | number; characters: string | number }>(
        `select doc_hash, count(*) as passages, sum(length(content)) as characters
         from document_chunks where owner = $1 and doc_hash = any($2::text[]) group by doc_hash`,
        [owner, [...hashes]],
      );
      return new Map(rows.map((row) => [row.doc_hash, { passageCount: Number(row.passages), characters: Number(row.characters) }]));
    },

    /** Every passage of one document, in order. */
    async all(owner: string, hash: string): Promise<Passage[]> {
      const rows = await db.query<{ doc_hash: string; file_name: string; seq: number; content: string }>(
        `select c.doc_hash, d.file_name, c.seq, c.content
         from document_chunks c
         join documents d on d.owner = c.owner and d.doc_hash = c.doc_hash
         where c.owner = $1 and c.doc_hash = $2
         order by c.seq`,
        [owner, hash],
      );
      return rows.map((row) => ({ docHash: row.doc_hash, fileName: row.file_name, seq: row.seq, content: row.content }));
    },
  };
}

export type PassageSearch = ReturnType<typeof createPassageSearch>;
