import type { Client } from 'openapi-fetch';
import type {
  ActivityEntry, AuditDepartment, AuditModel, AuditQuery, PromptInput, PromptUpdate, PromptVersion, UserDepartment, VersionUse,
} from '../../contracts/audit-api';
import type { paths } from '../../contracts/generated/audit';
import { ledgerIdHeader } from '../../contracts/feedback-api';
import { budgetWarningHeader } from '../../contracts/usage-api';
import { ApiError } from './api-error';
import { type ClientDeps, dataOf, originClient } from './studio-client';

export type AuditClient = Client<paths>;

/** The audit assistant's backend on the origin's `api.audit` host. */
export const createAuditClient = (deps: ClientDeps): AuditClient => originClient<paths>('audit', deps);

/** An audit answer as it starts: its text as a stream, and what its headers tell (unchecked). */
export interface AuditAnswer {
  /** Plain UTF-8 text (no framing; the end of the body ends it). */
  text: ReadableStream<Uint8Array>;
  /** Studio-Budget-Warning parsed as JSON, when sent: a budget at 80 % or more. */
  budgetWarning?: unknown;
  /** Studio-Ledger-Id, when sent: the answer's ledger row, which a vote on it names. */
  ledgerId?: string;
}

/** A header holding JSON: its value, or undefined when absent or not JSON. */
function jsonHeader(value: string | null): unknown {
  if (value === null) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

export interface AuditBackend {
  listModels(signal?: AbortSignal): Promise<AuditModel[]>;
  listPrompts(signal?: AbortSignal): Promise<AuditDepartment[]>;
  listUserDepartments(signal?: AbortSignal): Promise<UserDepartment[]>;
  streamAudit(body: AuditQuery, signal?: AbortSignal): Promise<AuditAnswer>;
  /** Resolves with the new prompt's id. */
  createPrompt(body: PromptInput, signal?: AbortSignal): Promise<string>;
  /** A new version: live at once, or with `candidate: true` not live until made live. */
  updatePrompt(id: string, body: PromptUpdate, signal?: AbortSignal): Promise<string>;
  deletePrompt(id: string, signal?: AbortSignal): Promise<void>;
  /** The states earlier updates replaced, newest first. */
  listPromptVersions(id: string, signal?: AbortSignal): Promise<PromptVersion[]>;
  /** Uses per version the user may read (counts and last use, not who). */
  listPromptUsage(id: string, signal?: AbortSignal): Promise<VersionUse[]>;
  makeVersionLive(id: string, version: number, signal?: AbortSignal): Promise<void>;
  /** A new version with a stored version's fields (the server's copy). */
  restoreVersion(id: string, version: number, signal?: AbortSignal): Promise<string>;
  /** The activity log the user may read, oldest first. */
  listActivity(signal?: AbortSignal): Promise<ActivityEntry[]>;
  /** The same log as the server's CSV export. */
  activityCsv(signal?: AbortSignal): Promise<string>;
}

export function auditBackend(api: AuditClient): AuditBackend {
  return {
    listModels: (signal) => dataOf(api.GET('/v1/models', { signal })),
    listPrompts: (signal) => dataOf(api.GET('/v1/prompts', { signal })),
    listUserDepartments: (signal) => dataOf(api.GET('/v1/departments', { signal })),
    async streamAudit(body, signal) {
      const { data, response } = await api.POST('/v1/rag/stream', { body, parseAs: 'stream', signal });
      // A success without a body is an empty response: an error like any other.
      if (!data) throw new ApiError(response.status, null, `POST ${response.url}`);
      const budgetWarning = jsonHeader(response.headers.get(budgetWarningHeader));
      const ledgerId = response.headers.get(ledgerIdHeader)?.trim();
      return { text: data, ...(budgetWarning === undefined ? {} : { budgetWarning }), ...(ledgerId ? { ledgerId } : {}) };
    },
    createPrompt: async (body, signal) => (await dataOf(api.POST('/v1/prompt', { body, signal }))).prompt_id,
    updatePrompt: async (id, body, signal) =>
      (await dataOf(api.PUT('/v1/prompt/{id}', { params: { path: { id } }, body, signal }))).prompt_id,
    async deletePrompt(id, signal) {
      await dataOf(api.DELETE('/v1/prompt/{id}', { params: { path: { id } }, signal }));
    },
    listPromptVersions: (id, signal) => dataOf(api.GET('/v1/prompt/{id}/versions', { params: { path: { id } }, signal })),
    listPromptUsage: (id, signal) => dataOf(api.GET('/v1/prompt/{id}/usage', { params: { path: { id } }, signal })),
    async makeVersionLive(id, version, signal) {
      await dataOf(api.POST('/v1/prompt/{id}/live', { params: { path: { id } }, body: { version }, signal }));
    },
    restoreVersion: async (id, version, signal) =>
      (await dataOf(api.POST('/v1/prompt/{id}/restore', { params: { path: { id } }, body: { version }, signal }))).prompt_id,
    listActivity: (signal) => dataOf(api.GET('/v1/prompt-activity', { signal })),
    activityCsv: async (signal) =>
      String(await dataOf(api.GET('/v1/prompt-activity.csv', { parseAs: 'text', signal }))),
  };
}
