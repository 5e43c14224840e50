import type { Migration } from './migration';

export const m0003RegistryPassages: Migration = {
  id: '0003_registry_passages',
  sql: `
      -- The sample retrieval components' corpora, one row per section and language.
      create table registry_passages (
        component text not null,
        language text not null,
        seq integer not null,
        document text not null,
        heading text not null,
        content text not null,
        search tsvector generated always as
          (to_tsvector('english', heading || ' ' || content) || to_tsvector('german', heading || ' ' || content)) stored,
        primary key (component, language, seq)
      );
      create index registry_passages_search on registry_passages using gin (search);

      -- When each component's corpus was last indexed: its health answer reports it.
      create table registry_indexes (
        component text primary key,
        indexed_at timestamptz not null
      );
    `,
};
