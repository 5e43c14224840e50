import type { Database, Queryable } from '../../db/database';
import type { Identity } from '../auth/token-verifier';
import { HttpError } from '../http/errors';
import type { PromptInput as PromptFields } from '../../../contracts/audit-api';
import { wentLive } from './prompt-versions';

export const activityActions = [
  'created',
  'updated',
  'candidate_saved',
  'made_live',
  'made_private',
  'made_public',
  'marked_draft',
  'unmarked_draft',
  'restored',
  'deleted',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** The prompt state an entry describes: what a reader needs once the prompt itself is gone. */
export interface ActivitySubject {
  prompt_id: string;
  prompt_name: string;
  department_code: string;
  private: boolean;
  owner_key: string;
}

/** What an entry says of the prompt's state `fields`. */
export const subjectOf = (id: string, ownerKey: string, fields: PromptFields): ActivitySubject => ({
  prompt_id: id,
  prompt_name: fields.prompt_name,
  department_code: fields.department_code,
  private: fields.private,
  owner_key: ownerKey,
});

/** The flag entries for a change of what colleagues get: made private or public, draft set or cleared. */
export function flagChanges(before: PromptFields, after: PromptFields): ActivityAction[] {
  const changes: ActivityAction[] = [];
  if (before.private !== after.private) changes.push(after.private ? 'made_private' : 'made_public');
  if (before.draft !== after.draft) changes.push(after.draft ? 'marked_draft' : 'unmarked_draft');
  return changes;
}

/** One entry of the activity log, as the API answers it (the owner's key stays on the server). */
export interface ActivityEntry {
  id: number;
  at: string;
  action: ActivityAction;
  prompt_id: string;
  prompt_name: string;
  department_code: string;
  private: boolean;
  version: number;
  from_version: number | null;
  actor_subject: string;
  actor_name: string;
}

interface ActivityRow extends Omit<ActivityEntry, 'at'> {
  at: Date | string;
}

const columns = 'id, at, action, prompt_id, prompt_name, department_code, private, version, from_version, actor_subject, actor_name';
// Who reads an entry: the prompt's owner always; a member of its department when the state it
// describes was not private and its version has gone live (a candidate's entries are its owner's until then).
const readable = `(owner_key = $1 or (not private and department_code = any($2::text[]) and ${wentLive('prompt_activity')}))`;

const entryOf = (row: ActivityRow): ActivityEntry => ({ ...row, at: new Date(row.at).toISOString() });

/** Appends one entry, in the caller's transaction so a change and its entry commit together. */
export async function recordActivity(
  tx: Queryable,
  at: Date,
  actor: Identity,
  action: ActivityAction,
  subject: ActivitySubject,
  version: number,
  fromVersion: number | null = null,
): Promise<void> {
  await tx.query(
    `insert into prompt_activity (at, action, prompt_id, prompt_name, department_code, private, owner_key, version, from_version,
                                  actor_subject, actor_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [at.toISOString(), action, subject.prompt_id, subject.prompt_name, subject.department_code, subject.private, subject.owner_key,
      version, fromVersion, actor.subject, actor.name],
  );
}

/** The entries `identity` may read, oldest first. There is no call that changes or removes one. */
export function createActivityLog(db: Database) {
  return {
    async list(identity: Identity, departmentCodes: readonly string[]): Promise<ActivityEntry[]> {
      const rows = await db.query<ActivityRow>(`select ${columns} from prompt_activity where ${readable} order by id`, [
        identity.userKey,
        [...departmentCodes],
      ]);
      return rows.map(entryOf);
    },

    async entry(identity: Identity, departmentCodes: readonly string[], id: string): Promise<ActivityEntry> {
      const number = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      const [row] = await db.query<ActivityRow>(`select ${columns} from prompt_activity where ${readable} and id = $3`, [
        identity.userKey,
        [...departmentCodes],
        number,
      ]);
      if (!row) throw new HttpError(404, 'Activity entry not found.');
      return entryOf(row);
    },
  };
}

export const activityCsvColumns = [
  'id',
  'at',
  'action',
  'prompt_id',
  'prompt_name',
  'department_code',
  'private',
  'version',
  'from_version',
  'actor_subject',
  'actor_name',
] as const satisfies ReadonlyArray<keyof ActivityEntry>;

/**
 * One CSV cell (RFC 4180 quoting). A text that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) gets a leading apostrophe: prompt names are anyone's input.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The log as CSV: a header line, then one line per entry, CRLF line ends. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  const lines = [activityCsvColumns.join(','), ...entries.map((entry) => activityCsvColumns.map((column) => csvCell(entry[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
