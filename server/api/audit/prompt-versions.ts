import type { Queryable } from '../../db/database';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import type { PromptInput as PromptFields } from '../../../contracts/audit-api';

export interface StoredPrompt extends PromptFields {
  id: string;
  /** The owner's token subject: what the studio compares with the signed-in user. */
  user_id: string;
  /** 1 when created; each update adds one. For anyone but the owner, the live version's number. */
  version: number;
  /** The version colleagues get: `version` unless the owner saved a candidate since. */
  live_version: number;
}

export interface PromptVersion extends PromptFields {
  version: number;
  /** When this state was replaced by an update. */
  replaced_at: string;
}

/** A prompt's head: its state as saved last, with its owner's key (which stays on the server). */
export interface PromptRow extends StoredPrompt {
  owner_key: string;
}

interface VersionRow extends PromptFields {
  version: number;
  replaced_at: Date | string;
}

export const promptColumns = 'id, prompt_name, description, prompt_template, department_code, private, draft, user_id, owner_key, version, live_version';
export const fieldColumns = 'prompt_name, description, prompt_template, department_code, private, draft';

/**
 * Each prompt as colleagues get it: the live version's fields (from the stored versions when a
 * candidate is newer), numbered as the live version. Deleted prompts are not in it.
 */
const liveStates = `
  select p.id, p.user_id, p.owner_key, p.live_version as version, p.live_version,
         coalesce(v.prompt_name, p.prompt_name) as prompt_name, coalesce(v.description, p.description) as description,
         coalesce(v.prompt_template, p.prompt_template) as prompt_template,
         coalesce(v.department_code, p.department_code) as department_code,
         coalesce(v.private, p.private) as private, coalesce(v.draft, p.draft) as draft
    from prompts p left join prompt_versions v on v.prompt_id = p.id and v.version = p.live_version
   where p.deleted_at is null`;

export const promptNotFound = () => new HttpError(404, 'Prompt not found.');

const publicPrompt = ({ owner_key: _owner, ...prompt }: PromptRow): StoredPrompt => prompt;

/** A stored earlier state of a prompt, or undefined. */
export async function storedVersion(q: Queryable, id: string, version: number): Promise<PromptFields | undefined> {
  const [row] = await q.query<PromptFields>(`select ${fieldColumns} from prompt_versions where prompt_id = $1 and version = $2`, [
    id,
    version,
  ]);
  return row;
}

/** The live version's fields of a head row. */
export async function liveFields(q: Queryable, row: PromptRow): Promise<PromptFields> {
  if (row.live_version === row.version) return row;
  const stored = await storedVersion(q, row.id, row.live_version);
  if (!stored) throw new Error(`Prompt ${row.id} has no stored live version ${row.live_version}.`);
  return stored;
}

/**
 * The head of a prompt `identity` may see, and whether they own it; 404 otherwise (as for none,
 * and for a deleted one). Anyone but the owner may see it when its live state is not private and
 * filed under one of their departments.
 */
async function seen(db: Queryable, identity: Identity, departmentCodes: readonly string[], id: string) {
  const [row] = await db.query<PromptRow>(`select ${promptColumns} from prompts where id = $1 and deleted_at is null`, [id]);
  if (!row) throw promptNotFound();
  if (row.owner_key === identity.userKey) return { row, owner: true };
  const [live] = await db.query<PromptFields>(`select ${fieldColumns} from (${liveStates}) l where id = $1`, [id]);
  if (!live || live.private || !departmentCodes.includes(live.department_code)) throw promptNotFound();
  return { row, owner: false };
}

/** Notes that `version` went live at `at` (once: a version goes live at most once, as the live version only moves up). */
export async function recordWentLive(tx: Queryable, id: string, version: number, at: Date): Promise<void> {
  await tx.query('insert into prompt_went_live (prompt_id, version, went_live_at) values ($1, $2, $3) on conflict do nothing', [
    id,
    version,
    at.toISOString(),
  ]);
}

/** SQL: the version a row of `table` names was live at some time (a candidate never made live was not). */
export const wentLive = (table: string) =>
  `exists (select 1 from prompt_went_live g where g.prompt_id = ${table}.prompt_id and g.version = ${table}.version)`;

/**
 * The stored earlier states `identity` may read: the owner all, anyone else those before the live
 * one that were live once and that they could have seen then.
 */
export async function readableVersions(db: Queryable, identity: Identity, departmentCodes: readonly string[], id: string) {
  const { row, owner } = await seen(db, identity, departmentCodes, id);
  const rows = await db.query<VersionRow>(
    `select version, ${fieldColumns}, replaced_at
       from prompt_versions
      where prompt_id = $1
        and ($2::boolean or (version < $3 and not private and department_code = any($4::text[]) and ${wentLive('prompt_versions')}))
      order by version desc`,
    [id, owner, row.live_version, [...departmentCodes]],
  );
  return { row, owner, rows };
}

/** The prompts `identity` may see: its own as saved last, and others' non-private live states in its departments. */
export async function visiblePrompts(db: Queryable, identity: Identity, departmentCodes: readonly string[]): Promise<StoredPrompt[]> {
  const rows = await db.query<PromptRow>(
    `select * from (
       select ${promptColumns} from prompts where deleted_at is null and owner_key = $1
       union all
       select ${promptColumns} from (${liveStates}) l
        where owner_key <> $1 and not private and department_code = any($2::text[])
     ) visible
     order by lower(prompt_name), id`,
    [identity.userKey, [...departmentCodes]],
  );
  return rows.map(publicPrompt);
}

/**
 * Earlier states, newest first; 404 for a prompt the user may not see (as for none). The owner
 * gets every state; anyone else only those before the live one that were live once and visible
 * to them then (not private, in one of their departments), so publishing a prompt does not
 * publish its private past, and a candidate stays its owner's even after a newer one went live.
 * Numbers are not renumbered around the gaps: an exported answer names the same version for all.
 */
export async function promptVersions(db: Queryable, identity: Identity, departmentCodes: readonly string[], id: string): Promise<PromptVersion[]> {
  const { rows } = await readableVersions(db, identity, departmentCodes, id);
  return rows.map((version) => ({ ...version, replaced_at: new Date(version.replaced_at).toISOString() }));
}
