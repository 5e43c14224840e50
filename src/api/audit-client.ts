import type { Client } from 'openapi-fetch';
import type { components, paths } from './generated/audit';
import { type ClientDeps, createStudioClient, dataOf, streamOf } from './studio-client';

type Schemas = components['schemas'];
export type AuditModel = Schemas['Model'];
export type AuditDepartment = Schemas['Department'];
export type AuditPrompt = Schemas['Prompt'];
export type UserDepartment = Schemas['UserDepartment'];
export type PromptInput = Schemas['PromptInput'];
export type PromptVersion = Schemas['PromptVersion'];
export type AuditQuery = Schemas['AuditQuery'];

export type AuditClient = Client<paths>;

/** The audit assistant's backend on the origin's `api.audit` host. */
export const createAuditClient = (deps: ClientDeps): AuditClient =>
  createStudioClient<paths>(deps.config.origins[deps.origin].api.audit, deps);

export interface AuditBackend {
  listModels(signal?: AbortSignal): Promise<AuditModel[]>;
  listPrompts(signal?: AbortSignal): Promise<AuditDepartment[]>;
  listUserDepartments(signal?: AbortSignal): Promise<UserDepartment[]>;
  /** The answer as a plain UTF-8 text stream (no framing; the end of the body ends it). */
  streamAudit(body: AuditQuery, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Resolves with the new prompt's id. */
  createPrompt(body: PromptInput, signal?: AbortSignal): Promise<string>;
  updatePrompt(id: string, body: PromptInput, signal?: AbortSignal): Promise<string>;
  deletePrompt(id: string, signal?: AbortSignal): Promise<void>;
  /** The states earlier updates replaced, newest first. */
  listPromptVersions(id: string, signal?: AbortSignal): Promise<PromptVersion[]>;
}

export function auditBackend(api: AuditClient): AuditBackend {
  return {
    listModels: (signal) => dataOf(api.GET('/v1/models', { signal })),
    listPrompts: (signal) => dataOf(api.GET('/v1/prompts', { signal })),
    listUserDepartments: (signal) => dataOf(api.GET('/v1/departments', { signal })),
    streamAudit: (body, signal) => streamOf(api.POST('/v1/rag/stream', { body, parseAs: 'stream', signal })),
    createPrompt: async (body, signal) => (await dataOf(api.POST('/v1/prompt', { body, signal }))).prompt_id,
    updatePrompt: async (id, body, signal) =>
      (await dataOf(api.PUT('/v1/prompt/{id}', { params: { path: { id } }, body, signal }))).prompt_id,
    async deletePrompt(id, signal) {
      await dataOf(api.DELETE('/v1/prompt/{id}', { params: { path: { id } }, signal }));
    },
    listPromptVersions: (id, signal) => dataOf(api.GET('/v1/prompt/{id}/versions', { params: { path: { id } }, signal })),
  };
}
