import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import { recordActivity, type ActivityAction, type ActivitySubject } from './prompt-activity';
import type { PromptFields } from './prompt-input';

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

interface PromptRow extends StoredPrompt {
  owner_key: string;
}

interface VersionRow extends PromptFields {
  version: number;
  replaced_at: Date | string;
}

export interface VersionUse {
  version: number;
  uses: number;
  last_used_at: string;
}

const columns = 'id, prompt_name, description, prompt_template, department_code, private, draft, user_id, owner_key, version, live_version';
const fieldColumns = 'prompt_name, description, prompt_template, department_code, private, draft';

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

const notFound = () => new HttpError(404, 'Prompt not found.');
const conflict = () => new HttpError(409, 'Prompt already exists.');
const notYourDepartment = () => new HttpError(403, 'The department is not one of yours.');

/** PostgreSQL's unique_violation, as both drivers report it. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const publicPrompt = ({ owner_key: _owner, ...prompt }: PromptRow): StoredPrompt => prompt;

async function lockedPrompt(tx: Queryable, id: string): Promise<PromptRow> {
  const [row] = await tx.query<PromptRow>(`select ${columns} from prompts where id = $1 and deleted_at is null for update`, [id]);
  if (!row) throw notFound();
  return row;
}

function requireOwner(row: PromptRow, identity: Identity, action: 'update' | 'delete') {
  if (row.owner_key !== identity.userKey) throw new HttpError(403, `You do not have permission to ${action} this prompt.`);
}

const subjectOf = (id: string, ownerKey: string, fields: PromptFields): ActivitySubject => ({
  prompt_id: id,
  prompt_name: fields.prompt_name,
  department_code: fields.department_code,
  private: fields.private,
  owner_key: ownerKey,
});

/** A stored earlier state of a prompt, or undefined. */
async function storedVersion(q: Queryable, id: string, version: number): Promise<PromptFields | undefined> {
  const [row] = await q.query<PromptFields>(`select ${fieldColumns} from prompt_versions where prompt_id = $1 and version = $2`, [
    id,
    version,
  ]);
  return row;
}

/** The live version's fields of a locked head row. */
async function liveFields(q: Queryable, row: PromptRow): Promise<PromptFields> {
  if (row.live_version === row.version) return row;
  const stored = await storedVersion(q, row.id, row.live_version);
  if (!stored) throw new Error(`Prompt ${row.id} has no stored live version ${row.live_version}.`);
  return stored;
}

/** The flag entries for a change of what colleagues get: made private or public, draft set or cleared. */
function flagChanges(before: PromptFields, after: PromptFields): ActivityAction[] {
  const changes: ActivityAction[] = [];
  if (before.private !== after.private) changes.push(after.private ? 'made_private' : 'made_public');
  if (before.draft !== after.draft) changes.push(after.draft ? 'marked_draft' : 'unmarked_draft');
  return changes;
}

const olderThanLive = () => new HttpError(409, 'Only a version newer than the live one can be made live.');

/** The prompt store (tools.md §3, issues 12 and 25): owner-only changes, unique names per department, versions, a live version, usage and the activity log. */
export function createPromptStore(db: Database, now: () => Date) {
  /**
   * Keeps the head it replaces as a version and saves `fields` as the next one, live unless a
   * candidate; the row lock orders concurrent changes. The change and its log entries commit together.
   */
  async function saveVersion(
    identity: Identity,
    departmentCodes: readonly string[],
    id: string,
    next: (tx: Queryable, row: PromptRow) => Promise<{ fields: PromptFields; fromVersion: number | null }>,
    candidate: boolean,
  ): Promise<string> {
    try {
      return await db.transaction(async (tx) => {
        const row = await lockedPrompt(tx, id);
        requireOwner(row, identity, 'update');
        const { fields, fromVersion } = await next(tx, row);
        if (!departmentCodes.includes(fields.department_code)) throw notYourDepartment();
        const wasLive = await liveFields(tx, row);
        const at = now();
        await tx.query(
          `insert into prompt_versions (prompt_id, version, ${fieldColumns}, replaced_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [id, row.version, row.prompt_name, row.description, row.prompt_template, row.department_code, row.private, row.draft,
            at.toISOString()],
        );
        const version = row.version + 1;
        await tx.query(
          `update prompts set prompt_name = $2, description = $3, prompt_template = $4, department_code = $5,
                  private = $6, draft = $7, version = $8, live_version = $9, updated_at = $10
            where id = $1`,
          [id, fields.prompt_name, fields.description, fields.prompt_template, fields.department_code, fields.private,
            fields.draft, version, candidate ? row.live_version : version, at.toISOString()],
        );
        const subject = subjectOf(id, row.owner_key, fields);
        const action: ActivityAction = fromVersion !== null ? 'restored' : candidate ? 'candidate_saved' : 'updated';
        await recordActivity(tx, at, identity, action, subject, version, fromVersion);
        if (!candidate) {
          for (const change of flagChanges(wasLive, fields)) await recordActivity(tx, at, identity, change, subject, version);
        }
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  /**
   * The head of a prompt `identity` may see, and whether they own it; 404 otherwise (as for none,
   * and for a deleted one). Anyone but the owner may see it when its live state is not private and
   * filed under one of their departments.
   */
  async function seen(identity: Identity, departmentCodes: readonly string[], id: string) {
    const [row] = await db.query<PromptRow>(`select ${columns} from prompts where id = $1 and deleted_at is null`, [id]);
    if (!row) throw notFound();
    if (row.owner_key === identity.userKey) return { row, owner: true };
    const [live] = await db.query<PromptFields>(`select ${fieldColumns} from (${liveStates}) l where id = $1`, [id]);
    if (!live || live.private || !departmentCodes.includes(live.department_code)) throw notFound();
    return { row, owner: false };
  }

  /** The stored earlier states `identity` may read: the owner all, anyone else those up to the live one that they could have seen. */
  async function readableVersions(identity: Identity, departmentCodes: readonly string[], id: string) {
    const { row, owner } = await seen(identity, departmentCodes, id);
    const rows = await db.query<VersionRow>(
      `select version, ${fieldColumns}, replaced_at
         from prompt_versions
        where prompt_id = $1
          and ($2::boolean or (version < $3 and not private and department_code = any($4::text[])))
        order by version desc`,
      [id, owner, row.live_version, [...departmentCodes]],
    );
    return { row, owner, rows };
  }

  return {
    /** The prompts `identity` may see: its own as saved last, and others' non-private live states in its departments. */
    async visible(identity: Identity, departmentCodes: readonly string[]): Promise<StoredPrompt[]> {
      const rows = await db.query<PromptRow>(
        `select * from (
           select ${columns} from prompts where deleted_at is null and owner_key = $1
           union all
           select ${columns} from (${liveStates}) l
            where owner_key <> $1 and not private and department_code = any($2::text[])
         ) visible
         order by lower(prompt_name), id`,
        [identity.userKey, [...departmentCodes]],
      );
      return rows.map(publicPrompt);
    },

    async create(identity: Identity, departmentCodes: readonly string[], fields: PromptFields): Promise<string> {
      if (!departmentCodes.includes(fields.department_code)) throw notYourDepartment();
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const at = now();
        // `on conflict do nothing` rather than a caught error: no failed statement, and a
        // concurrent create of the same name from another process is decided by the index.
        const inserted = await tx.query<{ id: string }>(
          `insert into prompts (id, ${fieldColumns}, user_id, owner_key, version, live_version, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, 1, $10)
           on conflict do nothing
           returning id`,
          [id, fields.prompt_name, fields.description, fields.prompt_template, fields.department_code, fields.private,
            fields.draft, identity.subject, identity.userKey, at.toISOString()],
        );
        if (inserted.length === 0) throw conflict();
        await recordActivity(tx, at, identity, 'created', subjectOf(id, identity.userKey, fields), 1);
        return id;
      });
    },

    /** A new version with `fields`: live at once, or a candidate that only its owner gets until made live. */
    update(identity: Identity, departmentCodes: readonly string[], id: string, fields: PromptFields, candidate = false): Promise<string> {
      return saveVersion(identity, departmentCodes, id, async () => ({ fields, fromVersion: null }), candidate);
    },

    /** A new version with the fields of stored version `from` (the server's copy, not the client's). */
    restore(identity: Identity, departmentCodes: readonly string[], id: string, from: number, candidate = false): Promise<string> {
      return saveVersion(
        identity,
        departmentCodes,
        id,
        async (tx) => {
          const fields = await storedVersion(tx, id, from);
          if (!fields) throw new HttpError(404, 'Version not found.');
          return { fields, fromVersion: from };
        },
        candidate,
      );
    },

    /** Makes a candidate (a version newer than the live one) what colleagues get. */
    async makeLive(identity: Identity, id: string, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedPrompt(tx, id);
        requireOwner(row, identity, 'update');
        if (version <= row.live_version || version > row.version) throw olderThanLive();
        const wasLive = await liveFields(tx, row);
        const fields = version === row.version ? row : await storedVersion(tx, id, version);
        if (!fields) throw olderThanLive();
        const at = now();
        await tx.query('update prompts set live_version = $2, updated_at = $3 where id = $1', [id, version, at.toISOString()]);
        const subject = subjectOf(id, row.owner_key, fields);
        await recordActivity(tx, at, identity, 'made_live', subject, version);
        for (const change of flagChanges(wasLive, fields)) await recordActivity(tx, at, identity, change, subject, version);
      });
    },

    /** Soft: the prompt leaves every list and selection; its versions, uses and log stay. */
    async remove(identity: Identity, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedPrompt(tx, id);
        requireOwner(row, identity, 'delete');
        const at = now();
        await tx.query('update prompts set deleted_at = $2 where id = $1', [id, at.toISOString()]);
        // Described as colleagues knew it: the live state.
        await recordActivity(tx, at, identity, 'deleted', subjectOf(id, row.owner_key, await liveFields(tx, row)), row.live_version);
      });
    },

    /**
     * Earlier states, newest first; 404 for a prompt the user may not see (as for none). The owner
     * gets every state; anyone else only those before the live one that were themselves visible to
     * them (not private, in one of their departments), so publishing a prompt does not publish its
     * private past, and a candidate stays its owner's. Numbers are not renumbered around the gaps:
     * an exported answer names the same version for all.
     */
    async versions(identity: Identity, departmentCodes: readonly string[], id: string): Promise<PromptVersion[]> {
      const { rows } = await readableVersions(identity, departmentCodes, id);
      return rows.map((version) => ({ ...version, replaced_at: new Date(version.replaced_at).toISOString() }));
    },

    /**
     * How often each version `identity` may read answered a query, and when last; versions never
     * used are left out. A deleted prompt's counts stay readable to its owner alone (its id is in
     * the log), so an answer that names one of its versions can still be traced; anyone else gets 404.
     */
    async usage(identity: Identity, departmentCodes: readonly string[], id: string): Promise<VersionUse[]> {
      const [deleted] = await db.query<{ version: number }>(
        'select version from prompts where id = $1 and deleted_at is not null and owner_key = $2',
        [id, identity.userKey],
      );
      const readable = deleted
        ? Array.from({ length: deleted.version }, (_, index) => index + 1)
        : await readableVersions(identity, departmentCodes, id).then(({ row, owner, rows }) => [
          owner ? row.version : row.live_version,
          ...rows.map((version) => version.version),
        ]);
      const uses = await db.query<{ version: number; uses: number; last_used_at: Date | string }>(
        `select version, uses, last_used_at from prompt_version_uses
          where prompt_id = $1 and version = any($2::int[]) order by version desc`,
        [id, readable],
      );
      return uses.map((use) => ({ ...use, last_used_at: new Date(use.last_used_at).toISOString() }));
    },

    /**
     * The stored template of a version `identity` may use (the owner any, including a candidate;
     * anyone else the live one or an earlier one they may read), counting one use of it once `accept`
     * has not thrown; 404 otherwise.
     */
    async useTemplate(
      identity: Identity,
      departmentCodes: readonly string[],
      id: string,
      version: number,
      accept: (template: string) => void = () => {},
    ): Promise<string> {
      const { row, owner, rows } = await readableVersions(identity, departmentCodes, id);
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
    },
  };
}

export type PromptStore = ReturnType<typeof createPromptStore>;
