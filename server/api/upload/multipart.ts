import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { declaredLength, discardRest } from '../http/body';
import { maxUploadBytes as maxFileBytes } from '../../../domain/upload-allow-list';
import { HttpError } from '../http/errors';
/** Room for boundaries and part headers around the one file. */
const envelopeBytes = 64 * 1024;

export interface UploadedFile {
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

const tooLarge = () => new HttpError(413, `File is too large (the maximum is ${maxFileBytes.toLocaleString('en-US')} bytes).`);

function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, 200);
  return clean || 'document';
}

/**
 * The one file of an upload (multipart field `files`). Sizes are enforced while the body
 * streams in: nothing beyond the limit is kept, and the refusal goes out at once.
 */
export function readSingleFile(req: IncomingMessage): Promise<UploadedFile> {
  if ((declaredLength(req) ?? 0) > maxFileBytes + envelopeBytes) {
    discardRest(req);
    return Promise.reject(tooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy reports reaching its limit as truncation, so the limit sits one byte above the maximum.
      limits: { fileSize: maxFileBytes + 1, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
    });
  } catch {
    return Promise.reject(new HttpError(400, 'Expected a multipart/form-data body with the file in the field "files".'));
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    let file: UploadedFile | undefined;
    let wrongField: string | undefined;
    let received = 0;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      discardRest(req);
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxFileBytes + envelopeBytes) fail(tooLarge());
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'files') {
        wrongField = field;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        if (!stream.truncated) file = { fileName: cleanFileName(info.filename ?? ''), declaredType: info.mimeType, bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(new HttpError(422, 'Send exactly one file per request.')));
    parser.on('partsLimit', () => fail(new HttpError(422, 'Send exactly one file per request.')));
    parser.on('error', () => fail(new HttpError(400, 'The multipart body could not be read.')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (file) resolve(file);
      else if (wrongField !== undefined) reject(new HttpError(422, `The file must be sent in the field "files", not "${wrongField}".`));
      else reject(new HttpError(422, 'No file was sent (multipart field "files").'));
    });
    req.pipe(parser);
  });
}
