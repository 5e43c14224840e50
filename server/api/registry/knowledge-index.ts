import type { Database } from '../../db/database';
import { searchQuery } from '../documents/passage-search';
import type { AnswerLanguage } from '../http/language';
import { readCorpus, type CorpusPassage } from './corpus';

const searchConfig: Record<AnswerLanguage, string> = { en: 'english', de: 'german' };

export type FoundPassage = Omit<CorpusPassage, 'language'>;

/**
 * The sample components' corpora in the database's full-text search. Each component is indexed
 * once per process, on its first use: the shipped text may have changed since the last start.
 */
export function createKnowledgeIndex(db: Database, now: () => Date) {
  const indexing = new Map<string, Promise<Date>>();

  async function index(component: string): Promise<Date> {
    const passages = readCorpus(component);
    const at = now();
    await db.transaction(async (tx) => {
      await tx.query('delete from registry_passages where component = $1', [component]);
      for (const passage of passages) {
        await tx.query(
          'insert into registry_passages (component, language, seq, document, heading, content) values ($1, $2, $3, $4, $5, $6)',
          [component, passage.language, passage.seq, passage.document, passage.heading, passage.content],
        );
      }
      await tx.query(
        `insert into registry_indexes (component, indexed_at) values ($1, $2)
         on conflict (component) do update set indexed_at = excluded.indexed_at`,
        [component, at.toISOString()],
      );
    });
    return at;
  }

  /** Indexes the component if this process has not yet; resolves to when it was indexed. */
  function ensure(component: string): Promise<Date> {
    let pending = indexing.get(component);
    if (!pending) {
      pending = index(component);
      // A failed attempt is not remembered: the next request tries again.
      pending.catch(() => indexing.delete(component));
      indexing.set(component, pending);
    }
    return pending;
  }

  return {
    ensure,
    /** The component's passages in `language` that best match the question, best first. */
    async best(component: string, language: AnswerLanguage, question: string, limit: number): Promise<FoundPassage[]> {
      await ensure(component);
      const query = searchQuery(question);
      if (!query) return [];
      return db.query<FoundPassage>(
        // The question is parsed in its own language only: German stop words read as English would match everywhere.
        `with q as (select websearch_to_tsquery($5::regconfig, $3) as query)
         select p.document, p.heading, p.seq, p.content
         from registry_passages p cross join q
         where p.component = $1 and p.language = $2 and p.search @@ q.query
         order by ts_rank(p.search, q.query) desc, p.seq
         limit $4`,
        [component, language, query, limit, searchConfig[language]],
      );
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
