import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import type { PromptFields } from './prompt-input';

export interface StoredPrompt extends PromptFields {
  id: string;
  /** The owner's token subject: what the studio compares with the signed-in user. */
  user_id: string;
  /** 1 when created; each update adds one. */
  version: number;
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

const columns = 'id, prompt_name, description, prompt_template, department_code, private, draft, user_id, owner_key, version';

const notFound = () => new HttpError(404, 'Prompt not found.');
const conflict = () => new HttpError(409, 'Prompt already exists.');
const notYourDepartment = () => new HttpError(403, 'The department is not one of yours.');

/** PostgreSQL's unique_violation, as both drivers report it. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

const publicPrompt = ({ owner_key: _owner, ...prompt }: PromptRow): StoredPrompt => prompt;

/** Who may see a prompt: its owner, and for a non-private one the members of its department. */
export const canSee = (row: PromptRow, identity: Identity, departmentCodes: readonly string[]) =>
  row.owner_key === identity.userKey || (!row.private && departmentCodes.includes(row.department_code));

async function lockedPrompt(tx: Queryable, id: string): Promise<PromptRow> {
  const [row] = await tx.query<PromptRow>(`select ${columns} from prompts where id = $1 for update`, [id]);
  if (!row) throw notFound();
  return row;
}

function requireOwner(row: PromptRow, identity: Identity, action: 'update' | 'delete') {
  if (row.owner_key !== identity.userKey) throw new HttpError(403, `You do not have permission to ${action} this prompt.`);
}

/** The prompt store (tools.md §3, issue 12): owner-only changes, unique names per department, versions. */
export function createPromptStore(db: Database, now: () => Date) {
  return {
    /** The prompts `identity` may see: non-private ones of its departments and all of its own. */
    async visible(identity: Identity, departmentCodes: readonly string[]): Promise<StoredPrompt[]> {
      const rows = await db.query<PromptRow>(
        `select ${columns} from prompts
          where owner_key = $1 or (not private and department_code = any($2::text[]))
          order by lower(prompt_name), id`,
        [identity.userKey, [...departmentCodes]],
      );
      return rows.map(publicPrompt);
    },

    async create(identity: Identity, departmentCodes: readonly string[], fields: PromptFields): Promise<string> {
      if (!departmentCodes.includes(fields.department_code)) throw notYourDepartment();
      const id = randomUUID();
      // `on conflict do nothing` rather than a caught error: no failed statement, and a
      // concurrent create of the same name from another process is decided by the index.
      const inserted = await db.query<{ id: string }>(
        `insert into prompts (id, prompt_name, description, prompt_template, department_code, private, draft,
                              user_id, owner_key, version, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $10)
         on conflict do nothing
         returning id`,
        [id, fields.prompt_name, fields.description, fields.prompt_template, fields.department_code, fields.private,
          fields.draft, identity.subject, identity.userKey, now().toISOString()],
      );
      if (inserted.length === 0) throw conflict();
      return id;
    },

    /** Keeps the state it replaces as a version; the row lock orders concurrent updates. */
    async update(identity: Identity, departmentCodes: readonly string[], id: string, fields: PromptFields): Promise<string> {
      try {
        return await db.transaction(async (tx) => {
          const row = await lockedPrompt(tx, id);
          requireOwner(row, identity, 'update');
          if (!departmentCodes.includes(fields.department_code)) throw notYourDepartment();
          await tx.query(
            `insert into prompt_versions (prompt_id, version, prompt_name, description, prompt_template, department_code,
                                          private, draft, replaced_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [id, row.version, row.prompt_name, row.description, row.prompt_template, row.department_code, row.private,
              row.draft, now().toISOString()],
          );
          await tx.query(
            `update prompts set prompt_name = $2, description = $3, prompt_template = $4, department_code = $5,
                    private = $6, draft = $7, version = version + 1, updated_at = $8
              where id = $1`,
            [id, fields.prompt_name, fields.description, fields.prompt_template, fields.department_code, fields.private,
              fields.draft, now().toISOString()],
          );
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict();
        throw error;
      }
    },

    async remove(identity: Identity, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        requireOwner(await lockedPrompt(tx, id), identity, 'delete');
        await tx.query('delete from prompts where id = $1', [id]);
      });
    },

    /**
     * Earlier states, newest first; 404 for a prompt the user may not see (as for none). The owner
     * gets every state; anyone else only those that were themselves visible to them (not private,
     * in one of their departments), so publishing a prompt does not publish its private past.
     * Numbers are not renumbered around the gaps: an exported answer names the same version for all.
     */
    async versions(identity: Identity, departmentCodes: readonly string[], id: string): Promise<PromptVersion[]> {
      const [row] = await db.query<PromptRow>(`select ${columns} from prompts where id = $1`, [id]);
      if (!row || !canSee(row, identity, departmentCodes)) throw notFound();
      const rows = await db.query<VersionRow>(
        `select version, prompt_name, description, prompt_template, department_code, private, draft, replaced_at
           from prompt_versions
          where prompt_id = $1 and ($2::boolean or (not private and department_code = any($3::text[])))
          order by version desc`,
        [id, row.owner_key === identity.userKey, [...departmentCodes]],
      );
      return rows.map((version) => ({ ...version, replaced_at: new Date(version.replaced_at).toISOString() }));
    },
  };
}

export type PromptStore = ReturnType<typeof createPromptStore>;
