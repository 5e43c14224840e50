import { HttpResponse, http, type PathParams } from 'msw';
import type { components, operations } from '../../../contracts/generated/main';
import { defaultApiBase, type ErrorDetail, type ErrorReply, errorResponse, type JsonReply, jsonReply } from './contract';
import { contentChunk, doneChunk, type NdjsonOptions, ndjsonResponse, type StreamLine } from './ndjson';

type Schemas = components['schemas'];

/** SHA-256 of the empty string: a well-formed doc_hash. */
export const exampleDocHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export type ChatStreamReply = ({ status?: 200; lines: readonly StreamLine[] } & NdjsonOptions) | ErrorReply<operations['streamChat']>;

/** POST /v1/chat/stream (main and trial share the contract; pass the trial host as baseUrl). */
export function chatStreamHandler(
  reply: ChatStreamReply = { lines: [contentChunk('Hallo!'), doneChunk] },
  baseUrl = defaultApiBase,
) {
  return http.post<PathParams, Schemas['ChatStreamRequest']>(`${baseUrl}/v1/chat/stream`, () =>
    'detail' in reply ? errorResponse(reply) : ndjsonResponse(reply.lines, reply),
  );
}

/** A 200 the contract forbids (no doc_hash), to test that the client refuses it. */
export type UploadReply = JsonReply<operations['uploadDocument']> | { status: 200; malformedBody: Record<string, string> };

/** POST /v1/upload/documents. */
export function uploadHandler(reply: UploadReply = { body: { doc_hash: exampleDocHash } }, baseUrl = defaultApiBase) {
  return http.post<PathParams, never, Schemas['UploadResponse'] | ErrorDetail | Record<string, string>>(
    `${baseUrl}/v1/upload/documents`,
    () => ('malformedBody' in reply ? HttpResponse.json(reply.malformedBody) : jsonReply(reply)),
  );
}

/** POST /v1/summarization. */
export function summarizationHandler(reply: JsonReply<operations['summarizeChat']> = { body: 'Chat name' }, baseUrl = defaultApiBase) {
  return http.post<PathParams, string, Schemas['ChatName'] | ErrorDetail>(`${baseUrl}/v1/summarization`, () => jsonReply(reply));
}

/** POST /v1/image_gen. */
export function imageGenHandler(reply: JsonReply<operations['generateImages']>, baseUrl = defaultApiBase) {
  return http.post<PathParams, Schemas['ImageGenRequest'], Schemas['ImageGenResponse'] | ErrorDetail>(`${baseUrl}/v1/image_gen`, () =>
    jsonReply(reply),
  );
}

/** A delete's answer: 204, a documented error, or no answer at all (offline: the fetch fails). */
export type DeleteReply<Op> = { status: 204 } | ErrorReply<Op> | { offline: true };

const deleteResponse = (reply: { status: 204 } | { status: number; detail: string } | { offline: true }) =>
  'offline' in reply ? HttpResponse.error() : 'detail' in reply ? errorResponse(reply) : new HttpResponse(null, { status: 204 });

/** DELETE /v1/documents/{docHash}. */
export function deleteDocumentHandler(reply: DeleteReply<operations['deleteDocument']> = { status: 204 }, baseUrl = defaultApiBase) {
  return http.delete<{ docHash: string }>(`${baseUrl}/v1/documents/:docHash`, () => deleteResponse(reply));
}

/** DELETE /v1/chat/sessions/{sessionId}/answers. */
export function deleteChatAnswersHandler(reply: DeleteReply<operations['deleteChatAnswers']> = { status: 204 }, baseUrl = defaultApiBase) {
  return http.delete<{ sessionId: string }>(`${baseUrl}/v1/chat/sessions/:sessionId/answers`, () => deleteResponse(reply));
}
