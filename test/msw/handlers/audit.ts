import { HttpResponse, http, type PathParams } from 'msw';
import type { components, operations } from '../../../contracts/generated/audit';
import { defaultApiBase, type ErrorDetail, type ErrorReply, errorResponse, type JsonReply, jsonReply } from './contract';

type Schemas = components['schemas'];

export const exampleModels: Schemas['Model'][] = [
  { name: 'gpt-audit', hint: 'Default model' },
  { name: 'gpt-audit-large', hint: 'Slower, more thorough' },
];

export const examplePrompt: Schemas['Prompt'] = {
  id: 'p-1',
  prompt_name: 'Risikoprüfung',
  description: 'Prüft einen Sachverhalt auf Risiken',
  prompt_template: 'Prüfe: {query}',
  department_code: 'IA',
  private: false,
  draft: false,
  user_id: 'alice',
  version: 1,
};

export const exampleDepartments: Schemas['Department'][] = [
  { department_code: 'IA', department_name: 'Interne Revision', prompts: [examplePrompt] },
];

export const exampleUserDepartments: Schemas['UserDepartment'][] = [{ department_code: 'IA', department_name: 'Interne Revision' }];

/** GET /v1/models. */
export const modelsHandler = (reply: JsonReply<operations['listModels']> = { body: exampleModels }, baseUrl = defaultApiBase) =>
  http.get<PathParams, never, Schemas['Model'][] | ErrorDetail>(`${baseUrl}/v1/models`, () => jsonReply(reply));

/** GET /v1/prompts. */
export const promptsHandler = (reply: JsonReply<operations['listPrompts']> = { body: exampleDepartments }, baseUrl = defaultApiBase) =>
  http.get<PathParams, never, Schemas['Department'][] | ErrorDetail>(`${baseUrl}/v1/prompts`, () => jsonReply(reply));

/** GET /v1/departments. */
export const userDepartmentsHandler = (
  reply: JsonReply<operations['listUserDepartments']> = { body: exampleUserDepartments },
  baseUrl = defaultApiBase,
) => http.get<PathParams, never, Schemas['UserDepartment'][] | ErrorDetail>(`${baseUrl}/v1/departments`, () => jsonReply(reply));

/** POST /v1/rag/stream: plain text, streamed in the given pieces. */
export function auditStreamHandler(
  reply: { status?: 200; pieces: readonly string[]; budgetWarning?: string } | ErrorReply<operations['streamAudit']> = { pieces: ['Kein ', 'Risiko.'] },
  baseUrl = defaultApiBase,
) {
  return http.post<PathParams, Schemas['AuditQuery']>(`${baseUrl}/v1/rag/stream`, () => {
    if ('detail' in reply) return errorResponse(reply);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of reply.pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });
    if (reply.budgetWarning !== undefined) headers.set('Studio-Budget-Warning', reply.budgetWarning);
    return new HttpResponse(body, { headers });
  });
}

/** POST /v1/prompt. */
export const createPromptHandler = (reply: JsonReply<operations['createPrompt']> = { body: { prompt_id: 'p-2' } }, baseUrl = defaultApiBase) =>
  http.post<PathParams, Schemas['PromptInput'], Schemas['PromptIdResponse'] | ErrorDetail>(`${baseUrl}/v1/prompt`, () => jsonReply(reply));

/** PUT /v1/prompt/{id}. */
export const updatePromptHandler = (reply: JsonReply<operations['updatePrompt']> = { body: { prompt_id: 'p-1' } }, baseUrl = defaultApiBase) =>
  http.put<{ id: string }, Schemas['PromptInput'], Schemas['PromptIdResponse'] | ErrorDetail>(`${baseUrl}/v1/prompt/:id`, () =>
    jsonReply(reply),
  );

/** DELETE /v1/prompt/{id}: 204 without a body, or an error. */
export const deletePromptHandler = (reply: { status?: 204 } | ErrorReply<operations['deletePrompt']> = {}, baseUrl = defaultApiBase) =>
  http.delete<{ id: string }>(`${baseUrl}/v1/prompt/:id`, () =>
    'detail' in reply ? errorResponse(reply) : new HttpResponse(null, { status: 204 }),
  );

/** GET /v1/prompt/{id}/versions. */
export const promptVersionsHandler = (
  reply: JsonReply<operations['listPromptVersions']> = { body: [] },
  baseUrl = defaultApiBase,
) =>
  http.get<{ id: string }, never, Schemas['PromptVersion'][] | ErrorDetail>(`${baseUrl}/v1/prompt/:id/versions`, () =>
    jsonReply(reply),
  );
