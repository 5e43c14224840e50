import type { ServerResponse } from 'node:http';
import type { StreamChunk } from '../../../contracts/main-api';
import { drainedOrClosed } from '../http/backpressure';

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
