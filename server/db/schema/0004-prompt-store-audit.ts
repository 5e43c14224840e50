import type { Migration } from './migration';

export const m0004PromptStoreAudit: Migration = {
  id: '0004_prompt_store_audit',
  sql: `
      -- Which version colleagues get: the newest unless the owner saved a candidate since.
      alter table prompts add column live_version integer;
      update prompts set live_version = version;
      alter table prompts alter column live_version set not null;
      -- Deleting is soft: the prompt leaves every list, its versions, uses and log stay traceable.
      alter table prompts add column deleted_at timestamptz;
      drop index prompts_department_name;
      create unique index prompts_department_name on prompts (department_code, lower(prompt_name)) where deleted_at is null;

      -- How often each version answered a query, and when last: counts, not who.
      create table prompt_version_uses (
        prompt_id text not null,
        version integer not null,
        uses integer not null,
        last_used_at timestamptz not null,
        primary key (prompt_id, version)
      );

      -- Every change to a prompt, appended and never rewritten. No foreign keys: an entry outlives
      -- anything it names, and it copies what a reader needs (name, department, owner, flags).
      create table prompt_activity (
        id integer generated always as identity primary key,
        at timestamptz not null,
        action text not null check (action in ('created', 'updated', 'candidate_saved', 'made_live', 'made_private',
          'made_public', 'marked_draft', 'unmarked_draft', 'restored', 'deleted')),
        prompt_id text not null,
        prompt_name text not null,
        department_code text not null,
        -- The state the entry describes: a private one is its owner's to read.
        private boolean not null,
        owner_key text not null,
        version integer not null,
        -- For a restore: the version whose fields were restored.
        from_version integer,
        actor_subject text not null,
        actor_name text not null
      );
      create index prompt_activity_department on prompt_activity (department_code, id);
      create index prompt_activity_owner on prompt_activity (owner_key, id);

      create function prompt_activity_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'The prompt activity log is append-only: % is refused.', tg_op using errcode = 'insufficient_privilege';
      end;
      $$;
      create trigger prompt_activity_no_change before update or delete on prompt_activity
        for each row execute function prompt_activity_append_only();
      create trigger prompt_activity_no_truncate before truncate on prompt_activity
        for each statement execute function prompt_activity_append_only();
    `,
};
