import { HttpResponse } from 'msw';
import type { StreamChunk } from '../../../contracts/main-api';

/** A chunk as the contract writes it, or a raw line (keep-alive, garbage, a cut-off tail). */
export type StreamLine = StreamChunk | string;

export interface NdjsonOptions {
  /** Byte offsets at which the body is cut into separate reads; 'bytes': one byte per read. */
  splitAt?: readonly number[] | 'bytes';
  /** Leave off the final newline (a stream cut after its last line). */
  noFinalNewline?: boolean;
}

export const contentChunk = (content: string): StreamChunk => ({ content, done: false, error: null });
export const doneChunk: StreamChunk = { content: '', done: true, error: null };
/** The reference API's first line: what the answer was given to read. */
export const receiptChunk = (receipt: unknown): StreamChunk => ({ content: '', done: false, error: null, receipt: receipt as StreamChunk['receipt'] });

export function ndjsonBytes(lines: readonly StreamLine[], { noFinalNewline = false }: NdjsonOptions = {}): Uint8Array {
  const text = lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n');
  return new TextEncoder().encode(noFinalNewline || lines.length === 0 ? text : `${text}\n`);
}

/** An NDJSON body delivered in the reads `splitAt` asks for. */
export function ndjsonStream(lines: readonly StreamLine[], options: NdjsonOptions = {}): ReadableStream<Uint8Array> {
  const bytes = ndjsonBytes(lines, options);
  const { splitAt = [] } = options;
  const cuts = splitAt === 'bytes' ? Array.from(bytes, (_, i) => i + 1) : [...splitAt, bytes.length];
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let from = 0;
      for (const cut of cuts) {
        controller.enqueue(bytes.slice(from, cut));
        from = cut;
      }
      controller.close();
    },
  });
}

export const ndjsonResponse = (lines: readonly StreamLine[], options: NdjsonOptions = {}) =>
  new HttpResponse(ndjsonStream(lines, options), { headers: { 'Content-Type': 'application/x-ndjson' } });
