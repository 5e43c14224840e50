import type { Migration } from './migration';

export const m0005KeptAnswers: Migration = {
  id: '0005_kept_answers',
  sql: `
      -- Chat answers kept while and after they stream, so a reloaded or second tab
      -- re-attaches. The client names the answer; two users' ids never meet. Deleted after 24 hours.
      create table kept_answers (
        owner text not null,
        answer_id text not null,
        session_id text not null,
        content text not null default '',
        -- The first line's other fields (the context receipt), sent again to whoever re-attaches.
        head jsonb,
        state text not null check (state in ('streaming', 'complete', 'cut', 'cancelled', 'failed')),
        error text,
        created_at timestamptz not null,
        -- Moved at least every few seconds while streaming: a stale streaming row lost its writer.
        updated_at timestamptz not null,
        primary key (owner, answer_id)
      );
      create index kept_answers_updated_at on kept_answers (updated_at);
    `,
};
