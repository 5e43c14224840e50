import { fromPromise } from 'xstate';
import { UploadFailure, type UploadInput, type UploadOutput } from '../../../machines/conversation/upload-queue.types';
import { errorDetail, isApiError } from '../../api/api-error';
import type { ChatBackend } from '../../api/chat-backend';

/**
 * The upload-queue machine's `uploadDocument` actor: one file, POST /v1/upload/documents.
 * Every HTTP failure (also a 200 without doc_hash, status 200) becomes an UploadFailure with
 * its status; a network failure stays the fetch's error (the machine reads it as "no answer").
 * Stopping the actor aborts the request through its signal.
 */
export function uploadDocumentActor(backend: ChatBackend, now: () => number = Date.now) {
  return fromPromise<UploadOutput, UploadInput>(async ({ input, signal }) => {
    try {
      const { doc_hash, text_truncated } = await backend.uploadDocument(input.file, signal);
      // A backend that does not say (tools.md's answer is only {doc_hash}) cut nothing we know of.
      return { docHash: doc_hash, uploadedAt: now(), textTruncated: text_truncated === true };
    } catch (error) {
      throw isApiError(error) ? new UploadFailure(error.status, errorDetail(error)) : error;
    }
  });
}
