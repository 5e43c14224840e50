import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/** How much of an abandoned body is read and thrown away before the connection is cut. */
const discardCeiling = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a body that was refused, so the client (still sending) gets to
 * read the answer instead of a reset connection; a body beyond the ceiling has its
 * connection cut instead.
 */
export function discardRest(req: IncomingMessage) {
  let dropped = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > discardCeiling) req.destroy();
  });
  req.resume();
}

export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** The whole body, refused with 413 (`tooLarge`) as soon as it is known to exceed `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  if ((declaredLength(req) ?? 0) > limit) {
    discardRest(req);
    return Promise.reject(new HttpError(413, tooLarge));
  }
  // Events rather than `for await`: leaving an async iterator early destroys the request, and
  // with it the socket the 413 has to travel on.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      discardRest(req);
      reject(new HttpError(413, tooLarge));
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

export async function readJson(req: IncomingMessage, limit: number, tooLarge: string): Promise<unknown> {
  const body = await readBody(req, limit, tooLarge);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
