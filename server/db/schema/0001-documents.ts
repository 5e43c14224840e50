import type { Migration } from './migration';

export const m0001Documents: Migration = {
  id: '0001_documents',
  sql: `
      create table documents (
        owner text not null,
        doc_hash text not null,
        file_name text not null,
        media_type text not null,
        size_bytes integer not null,
        width integer,
        height integer,
        uploaded_at timestamptz not null,
        -- Set when the text is deleted after expiry; the row stays so a 410 can name the file.
        purged_at timestamptz,
        primary key (owner, doc_hash)
      );
      create index documents_uploaded_at on documents (uploaded_at);

      create table document_chunks (
        owner text not null,
        doc_hash text not null,
        seq integer not null,
        content text not null,
        -- Both languages in one vector: a German question finds German stems, an English one English.
        search tsvector generated always as
          (to_tsvector('english', content) || to_tsvector('german', content)) stored,
        primary key (owner, doc_hash, seq),
        foreign key (owner, doc_hash) references documents (owner, doc_hash) on delete cascade
      );
      create index document_chunks_search on document_chunks using gin (search);
    `,
};
