import { createHash } from 'node:crypto';
import type { DocumentStore } from '../documents/document-store';
import { HttpError, sendJson } from '../http/errors';
import type { RequestContext } from '../http/route';
import { extractText, hasUsableText } from './extract-text';
import { claimedUploadKind } from '../../../domain/upload-allow-list';
import { mediaTypeOf } from './file-kinds';
import { imageSize } from './image-size';
import { readSingleFile } from './multipart';
import { verifyContent } from './verify-content';
import { withinUnpackBudget } from './zip-budget';

const unsupported = (reason: string) =>
  new HttpError(415, `The file type you selected is not supported. ${reason}`.trim());

/** POST /v1/upload/documents: one file, checked by its bytes, text extracted and indexed for its owner. */
export function createUploadHandler(documents: DocumentStore) {
  return async ({ req, res, identity }: RequestContext) => {
    const file = await readSingleFile(req);
    const claim = claimedUploadKind(file.fileName, file.declaredType);
    if ('refused' in claim) throw unsupported(claim.refused);
    const verified = await verifyContent(file.bytes, claim.kind);
    if ('refused' in verified) throw unsupported(verified.refused);

    const kind = claim.kind;
    let text: string | null = null;
    const size = kind === 'png' || kind === 'jpeg' ? imageSize(kind, file.bytes) : undefined;
    if ((kind === 'docx' || kind === 'xlsx' || kind === 'pptx') && !withinUnpackBudget(file.bytes)) {
      throw new HttpError(413, `"${file.fileName}" is too large when unpacked.`);
    }
    if (kind !== 'png' && kind !== 'jpeg') {
      try {
        text = await extractText(kind, file.bytes, verified.text);
      } catch {
        throw new HttpError(422, `"${file.fileName}" could not be read as ${kind.toUpperCase()}.`);
      }
      if (!hasUsableText(text)) throw new HttpError(422, `"${file.fileName}" contains no text that could be extracted.`);
    }

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
      text,
    });
    sendJson(res, 200, { doc_hash: docHash });
  };
}
