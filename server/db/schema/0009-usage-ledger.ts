import type { Migration } from './migration';

export const m0009UsageLedger: Migration = {
  id: '0009_usage_ledger',
  sql: `
      -- One row per call the API makes to a model or service (and per upload, kind 'upload'): who,
      -- booked to which department, which tool and model, how much, how it ended and what it cost.
      -- Never a message's text. A row is written as the call is admitted (outcome 'started', or
      -- 'refused' by a budget) and completed when it ends, so concurrent requests on several
      -- instances count against one budget. Purged after LEDGER_DAYS.
      create table usage_ledger (
        id bigserial primary key,
        at timestamptz not null,
        user_key text not null,
        -- Only with USAGE_PER_USER=named: how admins see the person.
        user_name text,
        tenant text not null,
        department_code text,
        department_name text,
        tool text not null,
        kind text not null,
        model text not null,
        deployment text,
        prompt_ref text,
        component text,
        input_tokens integer not null default 0,
        output_tokens integer not null default 0,
        tokens_counted boolean not null default false,
        images integer not null default 0,
        audio_seconds double precision not null default 0,
        upload_bytes bigint not null default 0,
        outcome text not null,
        cost double precision not null default 0,
        unpriced boolean not null default false
      );
      create index usage_ledger_user on usage_ledger (user_key, at);
      create index usage_ledger_department on usage_ledger (department_code, at);
      create index usage_ledger_at on usage_ledger (at);
    `,
};
