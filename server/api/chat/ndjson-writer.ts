import type { ServerResponse } from 'node:http';
import type { ContextReceipt } from '../../../domain/context-receipt';
import { drainedOrClosed } from '../http/backpressure';

/** One line of the answer stream (contract: StreamChunk). */
export interface StreamChunk {
  content: string;
  done: boolean;
  error: string | null;
  /** On the last line of a kept answer whose writing server stopped before the end. */
  cut?: boolean;
  /** With `cut`, on the last line of an answer the server stopped at one of its limits (tokens, size, time). */
  capped?: boolean;
  /** On the last line of a kept answer its cancel call stopped. */
  cancelled?: boolean;
  /** On the first line: what the answer was given to read. */
  receipt?: ContextReceipt;
}

/**
 * Starts a 200 NDJSON answer and writes one chunk per line, waiting when the client reads
 * slowly. `write` resolves false once the client has gone, so producers can stop.
 */
export function openNdjson(res: ServerResponse) {
  res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold the lines back.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const open = () => !res.destroyed && !res.writableEnded;

  return {
    async write(chunk: StreamChunk): Promise<boolean> {
      if (!open()) return false;
      if (!res.write(`${JSON.stringify(chunk)}\n`)) await drainedOrClosed(res);
      return open();
    },
    end() {
      if (open()) res.end();
    },
  };
}
