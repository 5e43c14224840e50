import type { Migration } from './migration';

export const m0006KeptAnswerParts: Migration = {
  id: '0006_kept_answer_parts',
  sql: `
      -- A kept answer's text as the pieces it was written in, one row per flush, appended and never
      -- rewritten; a follower reads the parts past its offset. Positions count UTF-16 code units, as
      -- the API and the client count the text. Rows written before keep their text in
      -- kept_answers.content, which comes before any parts.
      create table kept_answer_parts (
        owner text not null,
        answer_id text not null,
        start_at integer not null,
        end_at integer not null,
        content text not null,
        primary key (owner, answer_id, start_at),
        foreign key (owner, answer_id) references kept_answers (owner, answer_id) on delete cascade
      );
      create index kept_answer_parts_end_at on kept_answer_parts (owner, answer_id, end_at);
      -- Stopped at one of the server's limits (a token, size or time cap of the model call).
      alter table kept_answers drop constraint kept_answers_state_check;
      alter table kept_answers add constraint kept_answers_state_check
        check (state in ('streaming', 'complete', 'cut', 'capped', 'cancelled', 'failed'));
    `,
};
