import type { Database } from './database';

export interface Migration {
  /** Never renamed or edited once shipped: databases remember which ids they ran. */
  id: string;
  sql: string;
}

/** The schema, in order. Append only; both drivers run exactly these statements. */
export const migrations: readonly Migration[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    id: '0007_prompt_went_live',
    sql: `
      -- Which versions have ever been live, and since when: only those are colleagues' to read,
      -- use and see in the log; a candidate never made live stays its owner's (a newer one made
      -- live over it does not publish it).
      create table prompt_went_live (
        prompt_id text not null references prompts (id) on delete cascade,
        version integer not null,
        went_live_at timestamptz not null,
        primary key (prompt_id, version)
      );

      -- Backfilled from the log. Created, updated and made live: live then. Restored: live then
      -- unless the log shows it was a candidate (it is newer than the live version now, or a
      -- later "made live" names it or an older version, which a live restore would have refused).
      -- A version saved before the log (0004) was live, as there were no candidates: since its
      -- predecessor was replaced, or, for a first version, the nearest time the rows keep.
      insert into prompt_went_live (prompt_id, version, went_live_at)
      select prompt_id, version, min(at) from (
        select a.prompt_id, a.version, a.at from prompt_activity a where a.action in ('created', 'updated', 'made_live')
        union all
        select r.prompt_id, r.version, r.at
          from prompt_activity r join prompts p on p.id = r.prompt_id
         where r.action = 'restored' and r.version <= p.live_version
           and not exists (select 1 from prompt_activity m
                            where m.prompt_id = r.prompt_id and m.action = 'made_live' and m.id > r.id and m.version <= r.version)
        union all
        select p.id, s.version, coalesce(before.replaced_at, own.replaced_at, p.updated_at)
          from prompts p cross join lateral generate_series(1, p.live_version) as s (version)
          left join prompt_versions before on before.prompt_id = p.id and before.version = s.version - 1
          left join prompt_versions own on own.prompt_id = p.id and own.version = s.version
         where not exists (select 1 from prompt_activity e where e.prompt_id = p.id and e.version = s.version)
      ) gone_live (prompt_id, version, at)
      where exists (select 1 from prompts p where p.id = gone_live.prompt_id)
      group by prompt_id, version;
    `,
  },
  {
    id: '0008_rate_limit_hits',
    sql: `
      -- Each counted request of a rate limit (chat, audit, registry), so that instances on one
      -- database share one limit per user. Rows older than the window are deleted as the user's next
      -- request is counted, and by the purge.
      create table rate_limit_hits (
        scope text not null,
        user_key text not null,
        at timestamptz not null
      );
      create index rate_limit_hits_user on rate_limit_hits (scope, user_key, at);
      create index rate_limit_hits_at on rate_limit_hits (at);
    `,
  },
  {
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
  },
  {
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
  },
];

// Arbitrary but fixed: serialises concurrent start-ups against one PostgreSQL server.
const migrationLockKey = 7_523_001;

/**
 * Applies the migrations this database has not run yet; returns their ids. API processes that
 * start at once on one database take turns: the lock comes first, even before the bookkeeping
 * table, because two concurrent `create table if not exists` collide on PostgreSQL.
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`
      create table if not exists schema_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )
    `);
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of list) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
