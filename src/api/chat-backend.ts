import { ApiError } from './api-error';
import type { ChatStreamRequest, ImageGenRequest, ImageGenResponse, UploadResponse } from '../../contracts/main-api';
import type { UsageTool } from '../../contracts/usage-api';
import type { MainClient } from './main-client';
import type { TrialClient } from './trial-client';
import { dataOf, streamOf } from './studio-client';

/** The calls of the main and the trial backend (trial.yaml keeps main.yaml's shape). */
export interface ChatBackend {
  /** The NDJSON answer body; read it with `readNdjsonStream`. */
  streamChat(body: ChatStreamRequest, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** One file per request. A 200 without `doc_hash` is an ApiError with status 200. */
  uploadDocument(file: File, signal?: AbortSignal): Promise<UploadResponse>;
  /** `role: text` lines in, a chat name out. */
  summarizeChat(transcript: string, signal?: AbortSignal): Promise<string>;
  generateImages(body: ImageGenRequest, signal?: AbortSignal): Promise<ImageGenResponse>;
  /** GET /v1/capabilities: whether the backend keeps answers that carry an id (missing means no). */
  keepsAnswers(signal?: AbortSignal): Promise<boolean>;
  /** A kept answer again, its text from `from` (UTF-16 code units) on; read it with `readNdjsonStream`. */
  reattachAnswer(answerId: string, from: number, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** Stop for a kept answer: closing its request does not stop it. */
  cancelAnswer(answerId: string, signal?: AbortSignal): Promise<void>;
  /** The user deleted the document: its text goes from the server now (404: nothing of it is left). */
  deleteDocument(docHash: string, signal?: AbortSignal): Promise<void>;
  /** The user deleted the chat, or it expired: its kept answers go from the server now (404: none are left). */
  deleteChatAnswers(sessionId: string, signal?: AbortSignal): Promise<void>;
}

/**
 * `tool`: the tool these calls are made for. Upload and summarisation serve several tools (the chat,
 * customer service), so they name it (X-Studio-Tool) and the ledger books them to it.
 */
export function chatBackend(client: MainClient | TrialClient, tool: UsageTool): ChatBackend {
  // trial.yaml is main.yaml on another host; should the two drift apart, this stops compiling.
  const api: MainClient = client;
  const shared = { header: { 'X-Studio-Tool': tool } };
  return {
    streamChat: (body, signal) => streamOf(api.POST('/v1/chat/stream', { body, parseAs: 'stream', signal })),
    async uploadDocument(file, signal) {
      const { data, response } = await api.POST('/v1/upload/documents', {
        params: shared,
        body: { files: file },
        bodySerializer: ({ files }) => {
          const form = new FormData();
          form.append('files', files);
          return form;
        },
        signal,
      });
      // tools.md §8: a 200 without doc_hash is an error like any other status.
      if (typeof data?.doc_hash !== 'string' || data.doc_hash === '') {
        throw new ApiError(response.status, data ?? null, `POST ${response.url}`);
      }
      return data;
    },
    summarizeChat: (transcript, signal) =>
      dataOf(
        api.POST('/v1/summarization', {
          params: shared,
          body: transcript,
          bodySerializer: (text) => text,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          signal,
        }),
      ),
    generateImages: (body, signal) => dataOf(api.POST('/v1/image_gen', { body, signal })),
    keepsAnswers: async (signal) => (await dataOf(api.GET('/v1/capabilities', { signal }))).resumableAnswers === true,
    reattachAnswer: (answerId, from, signal) =>
      streamOf(api.GET('/v1/chat/answers/{answerId}', { params: { path: { answerId }, query: { from } }, parseAs: 'stream', signal })),
    async cancelAnswer(answerId, signal) {
      await dataOf(api.POST('/v1/chat/answers/{answerId}/cancel', { params: { path: { answerId } }, signal }));
    },
    async deleteDocument(docHash, signal) {
      await dataOf(api.DELETE('/v1/documents/{docHash}', { params: { path: { docHash } }, signal }));
    },
    async deleteChatAnswers(sessionId, signal) {
      await dataOf(api.DELETE('/v1/chat/sessions/{sessionId}/answers', { params: { path: { sessionId } }, signal }));
    },
  };
}
