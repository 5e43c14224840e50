import { createHash } from 'node:crypto';
import type { DocumentStore } from '../documents/document-store';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import { claimedUploadKind } from '../../../domain/upload-allow-list';
import type { PoolOutcome, ExtractionPool } from './extraction-pool';
import type { ExtractionSettings } from './extraction-settings';
import { mediaTypeOf } from './file-kinds';
import { imageSize } from './image-size';
import { readSingleFile } from './multipart';
import { requestScope } from '../ops/request-context';
import { bookCall } from '../usage/usage-meter';

const unsupported = (reason: string) =>
  new HttpError(415, `The file type you selected is not supported. ${reason}`.trim());

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024)).toLocaleString('en-US');

/** The refusal each outcome of a worker stands for (tools.md §8: 413 and 415 are shown, a 422 only logged). */
function refusal(outcome: Exclude<PoolOutcome, { outcome: 'text' }>, fileName: string, kind: string, settings: ExtractionSettings): HttpError {
  switch (outcome.outcome) {
    case 'unsupported':
      return unsupported(outcome.reason);
    case 'too-large-unpacked':
    case 'out-of-memory':
      return new HttpError(413, `"${fileName}" is too large when unpacked (the maximum is ${megabytes(settings.maxInflatedBytes)} MB).`);
    case 'timed-out':
      return new HttpError(413, `"${fileName}" takes too long to read (the maximum is ${settings.timeoutMs / 1000} seconds per file).`);
    case 'unreadable':
      return new HttpError(422, `"${fileName}" could not be read as ${kind.toUpperCase()}.`);
    case 'no-text':
      return new HttpError(422, `"${fileName}" contains no text that could be extracted.`);
  }
}

/**
 * POST /v1/upload/documents: one file, checked by its bytes, text extracted and indexed for its
 * owner. Checking and reading the bytes happen in the extraction pool, off the event loop.
 */
export function createUploadHandler(documents: DocumentStore, pool: ExtractionPool, settings: ExtractionSettings) {
  return async ({ req, res, identity }: RequestContext) => {
    const file = await readSingleFile(req);
    requestScope()?.metrics.uploaded(file.bytes.length);
    // Every byte that came counts against the daily upload budget, a file refused for its type too.
    await bookCall({ kind: 'upload', model: 'upload', uploadBytes: file.bytes.length, outcome: 'complete' });
    const claim = claimedUploadKind(file.fileName, file.declaredType);
    if ('refused' in claim) throw unsupported(claim.refused);
    const kind = claim.kind;
    const read = await pool.run({ kind, bytes: file.bytes, maxInflatedBytes: settings.maxInflatedBytes });
    if (read.outcome !== 'text') throw refusal(read, file.fileName, kind, settings);

    const size = kind === 'png' || kind === 'jpeg' ? imageSize(kind, file.bytes) : undefined;
    const docHash = createHash('sha256').update(file.bytes).digest('hex');
    await documents.purgeExpired();
    await documents.save({
      owner: identity.userKey,
      docHash,
      fileName: file.fileName,
      mediaType: mediaTypeOf(kind),
      sizeBytes: file.bytes.length,
      width: size?.width,
      height: size?.height,
      text: read.text,
    });
    sendJson(res, 200, { doc_hash: docHash, text_truncated: read.truncated });
  };
}
