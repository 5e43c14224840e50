import type { Migration } from './migration';

export const m0008RateLimitHits: Migration = {
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
};
