import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import { flagChanges, recordActivity, subjectOf, type ActivityAction } from './prompt-activity';
import type { PromptInput as PromptFields } from '../../../contracts/audit-api';
import { useVersionTemplate, versionUsage } from './prompt-usage';
import {
  fieldColumns,
  liveFields,
  promptColumns,
  promptNotFound,
  promptVersions,
  recordWentLive,
  storedVersion,
  visiblePrompts,
  type PromptRow,
} from './prompt-versions';

const conflict = () => new HttpError(409, 'Prompt already exists.');
const notYourDepartment = () => new HttpError(403, 'The department is not one of yours.');

/** PostgreSQL's unique_violation, as both drivers report it. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function lockedPrompt(tx: Queryable, id: string): Promise<PromptRow> {
  const [row] = await tx.query<PromptRow>(`select ${promptColumns} from prompts where id = $1 and deleted_at is null for update`, [id]);
  if (!row) throw promptNotFound();
  return row;
}

function requireOwner(row: PromptRow, identity: Identity, action: 'update' | 'delete') {
  if (row.owner_key !== identity.userKey) throw new HttpError(403, `You do not have permission to ${action} this prompt.`);
}

const olderThanLive = () => new HttpError(409, 'Only a version newer than the live one can be made live.');

/** The prompt store (tools.md §3): owner-only changes, unique names per department, versions, a live version, usage and the activity log. */
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
          await recordWentLive(tx, id, version, at);
          for (const change of flagChanges(wasLive, fields)) await recordActivity(tx, at, identity, change, subject, version);
        }
        return id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  return {
    /** The prompts `identity` may see: its own as saved last, and others' non-private live states in its departments. */
    visible: (identity: Identity, departmentCodes: readonly string[]) => visiblePrompts(db, identity, departmentCodes),

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
        await recordWentLive(tx, id, 1, at);
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
        // Only this version: a candidate between the old live one and it was never live, and stays its owner's.
        await recordWentLive(tx, id, version, at);
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

    /** Earlier states, newest first, as far as `identity` may read them (see `promptVersions`). */
    versions: (identity: Identity, departmentCodes: readonly string[], id: string) => promptVersions(db, identity, departmentCodes, id),

    /** How often each version `identity` may read answered a query (see `versionUsage`). */
    usage: (identity: Identity, departmentCodes: readonly string[], id: string) => versionUsage(db, identity, departmentCodes, id),

    /** The template of a version `identity` may use, its use counted once `accept` has not thrown (see `useVersionTemplate`). */
    useTemplate: (identity: Identity, departmentCodes: readonly string[], id: string, version: number, accept?: (template: string) => void) =>
      useVersionTemplate(db, now, identity, departmentCodes, id, version, accept),
  };
}

export type PromptStore = ReturnType<typeof createPromptStore>;
