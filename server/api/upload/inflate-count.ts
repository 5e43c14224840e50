import { createInflate, createInflateRaw } from 'node:zlib';

/** What inflating a deflate stream gave: its size, or that it passed the allowance, or that it is not deflate. */
export type Inflated = { bytes: number } | { over: true } | { broken: true };

/**
 * Inflates `compressed` without keeping the output, counting it; stops as soon as the count
 * passes `allowance`. `raw` is a zip entry's deflate, otherwise a zlib stream (PDF's FlateDecode).
 * Bytes after the end of the stream (a PDF's line end before `endstream`) are ignored.
 */
export function countInflated(compressed: Uint8Array, allowance: number, raw: boolean): Promise<Inflated> {
  return new Promise((resolve) => {
    const inflate = raw ? createInflateRaw({ chunkSize: 256 * 1024 }) : createInflate({ chunkSize: 256 * 1024 });
    let bytes = 0;
    let settled = false;
    const settle = (result: Inflated) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > allowance) settle({ over: true });
    });
    inflate.on('end', () => settle({ bytes }));
    inflate.on('error', () => settle(bytes > 0 ? { bytes } : { broken: true }));
    inflate.end(compressed);
  });
}
