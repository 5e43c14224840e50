import type { Migration } from './migration';

export const m0002AuditPrompts: Migration = {
  id: '0002_audit_prompts',
  sql: `
      create table prompts (
        id text primary key,
        department_code text not null,
        prompt_name text not null,
        description text not null,
        prompt_template text not null,
        private boolean not null,
        draft boolean not null,
        -- The token subject the studio compares, and the issuer-qualified key the API checks.
        user_id text not null,
        owner_key text not null,
        version integer not null,
        updated_at timestamptz not null
      );
      -- One name per department, whatever its case: "Risk check" and "risk check" would be one prompt to a reader.
      create unique index prompts_department_name on prompts (department_code, lower(prompt_name));
      create index prompts_owner on prompts (owner_key);

      -- Each state an update replaced, so an answer can be traced to the template that produced it.
      create table prompt_versions (
        prompt_id text not null references prompts (id) on delete cascade,
        version integer not null,
        department_code text not null,
        prompt_name text not null,
        description text not null,
        prompt_template text not null,
        private boolean not null,
        draft boolean not null,
        replaced_at timestamptz not null,
        primary key (prompt_id, version)
      );
    `,
};
