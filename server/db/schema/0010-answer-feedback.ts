import type { Migration } from './migration';

export const m0010AnswerFeedback: Migration = {
  id: '0010_answer_feedback',
  sql: `
      -- A person's vote on one of their answers, hung on the answer's ledger row (which says the
      -- tool, prompt version and component). Keyed by answer and person, so nobody's vote replaces
      -- another's; it goes with its ledger row when the retention purge deletes that. The question
      -- and answer are kept only when the user asked for it, and deleted with their chat.
      create table answer_feedback (
        ledger_id bigint not null references usage_ledger (id) on delete cascade,
        user_key text not null,
        vote text not null check (vote in ('up', 'down')),
        reason text check (reason in ('wrong', 'incomplete', 'offTopic', 'unclear', 'other')),
        comment text,
        question text,
        answer text,
        voted_at timestamptz not null,
        primary key (ledger_id, user_key)
      );
      create index answer_feedback_voted_at on answer_feedback (voted_at);
      -- A kept chat answer remembers its ledger row, so its last line carries the id on every re-attach.
      alter table kept_answers add column ledger_id bigint;
    `,
};
