import type { UploadRejection } from './upload-checks';

/** Where the files came from; the checks and the queue treat all sources alike. */
export type UploadSource = 'picker' | 'paste' | 'drop';

export type UploadQueueEvent =
  | { type: 'upload.add'; files: File[]; source: UploadSource }
  /** Aborts the running upload and drops the files still waiting. */
  | { type: 'upload.cancel' };

/**
 * What the upload queue tells the wiring (how each is shown is a view-side table):
 * - `upload.rejected`: a file refused before upload (tools.md §5), skipped.
 * - `document.uploaded`: add the document to the list, replacing one with the same `label`;
 *   `textTruncated`: only the first 5,000,000 characters of its text are used (the user is told).
 * - `upload.failed`: the upload of `name` failed; `status` null when no answer came.
 * - `upload.canceled`: the user stopped; `names` are the running file and the waiting ones.
 * - `session.expired`: 401; the queue was dropped. The API client has already told the auth actor.
 * A 422 is only logged (tools.md §8).
 */
export type UploadQueueEmitted =
  | { type: 'upload.rejected'; name: string; reason: UploadRejection }
  | { type: 'document.uploaded'; label: string; value: string; timeStamp: number; textTruncated: boolean }
  | { type: 'upload.failed'; name: string; status: number | null }
  | { type: 'upload.canceled'; names: string[] }
  | { type: 'session.expired' };

export interface UploadInput {
  file: File;
}

export interface UploadOutput {
  docHash: string;
  /** When the upload finished (ms since the epoch); the 24-hour expiry counts from here. */
  uploadedAt: number;
  /** The server indexed only the first 5,000,000 characters of the text (`text_truncated`). */
  textTruncated: boolean;
}

/**
 * How an upload actor fails. `status` is the HTTP status (200 for an answer without doc_hash),
 * null when no answer came (network). Anything else an actor throws counts as status null.
 */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';

  constructor(
    readonly status: number | null,
    readonly detail: string | null = null,
  ) {
    super(status === null ? 'the upload got no answer' : `the upload failed with status ${status}`);
  }
}

export const uploadStatus = (error: unknown): number | null => (error instanceof UploadFailure ? error.status : null);

/** For logs: the server's detail when there is one, else the error itself. */
export const uploadDetail = (error: unknown): string =>
  error instanceof UploadFailure && error.detail !== null ? error.detail : String(error);
