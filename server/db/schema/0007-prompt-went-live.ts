import type { Migration } from './migration';

export const m0007PromptWentLive: Migration = {
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
};
