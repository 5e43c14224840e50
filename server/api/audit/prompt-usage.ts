import type { Queryable } from '../../db/database';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import type { VersionUse } from '../../../contracts/audit-api';
import { liveFields, readableVersions } from './prompt-versions';

/**
 * How often each version `identity` may read answered a query, and when last; versions never
 * used are left out. A deleted prompt's counts stay readable to its owner alone (its id is in
 * the log), so an answer that names one of its versions can still be traced; anyone else gets 404.
 */
export async function versionUsage(db: Queryable, identity: Identity, departmentCodes: readonly string[], id: string): Promise<VersionUse[]> {
  const [deleted] = await db.query<{ version: number }>(
    'select version from prompts where id = $1 and deleted_at is not null and owner_key = $2',
    [id, identity.userKey],
  );
  const readable = deleted
    ? Array.from({ length: deleted.version }, (_, index) => index + 1)
    : await readableVersions(db, identity, departmentCodes, id).then(({ row, owner, rows }) => [
      owner ? row.version : row.live_version,
      ...rows.map((version) => version.version),
    ]);
  const uses = await db.query<{ version: number; uses: number; last_used_at: Date | string }>(
    `select version, uses, last_used_at from prompt_version_uses
      where prompt_id = $1 and version = any($2::int[]) order by version desc`,
    [id, readable],
  );
  return uses.map((use) => ({ ...use, last_used_at: new Date(use.last_used_at).toISOString() }));
}

/**
 * The stored template of a version `identity` may use (the owner any, including a candidate;
 * anyone else the live one or an earlier one they may read), counting one use of it once `accept`
 * has not thrown; 404 otherwise.
 */
export async function useVersionTemplate(
  db: Queryable,
  now: () => Date,
  identity: Identity,
  departmentCodes: readonly string[],
  id: string,
  version: number,
  accept: (template: string) => void = () => {},
): Promise<string> {
  const { row, owner, rows } = await readableVersions(db, identity, departmentCodes, id);
  const current = owner ? row.version : row.live_version;
  const template =
    version === current
      ? (owner ? row : await liveFields(db, row)).prompt_template
      : rows.find((readable) => readable.version === version)?.prompt_template;
  if (template === undefined) throw new HttpError(404, 'Version not found.');
  accept(template);
  await db.query(
    `insert into prompt_version_uses (prompt_id, version, uses, last_used_at) values ($1, $2, 1, $3)
     on conflict (prompt_id, version) do update set uses = prompt_version_uses.uses + 1, last_used_at = excluded.last_used_at`,
    [id, version, now().toISOString()],
  );
  return template;
}
