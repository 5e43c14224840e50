import { describe, expect, it } from 'vitest';
import { readBounded, wholeItems } from './bounded-reply';

/** A body arriving in the given chunks; counts how many were pulled and whether the reader gave up. */
function chunked(chunks: string[]) {
  const encoder = new TextEncoder();
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[seen.pulled];
      seen.pulled += 1;
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

describe('a bot answer read with a limit', () => {
  it('reads a body within the limit whole, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"response":["Grüße"]}');
    const split = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, split));
        controller.enqueue(bytes.subarray(split));
        controller.close();
      },
    });
    expect(await readBounded(body, 1000)).toEqual({ complete: true, text: '{"response":["Grüße"]}' });
  });

  it('stops reading past the limit: the body is not read to its end, the stream is cancelled', async () => {
    const { body, seen } = chunked(['{"response":[', '{"type":"TEXT","message":"one"},', '{"type":"TEXT","message":"two"},', 'x'.repeat(10_000), ']}']);
    const read = await readBounded(body, 50);
    expect(read).toEqual({ complete: false, text: '{"response":[{"type":"TEXT","message":"one"},{"typ' });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThanOrEqual(4);
  });

  it('keeps the items of response[] that arrived whole, nothing of a cut one', () => {
    const text = '{"version":"2.0","notes":{"response":[1]},"response":[{"type":"TEXT","message":"a, [b] \\"c\\" {d}"}, {"type":"CARD","data":{"items":[{"title":"x"}]}},{"type":"TEXT","mess';
    expect(wholeItems(text)).toEqual([
      { type: 'TEXT', message: 'a, [b] "c" {d}' },
      { type: 'CARD', data: { items: [{ title: 'x' }] } },
    ]);
  });

  it('finds nothing when the cut comes before response[] or inside its first item', () => {
    expect(wholeItems('{"padding":"' + 'x'.repeat(100))).toEqual([]);
    expect(wholeItems('{"response":[{"type":"TEXT"')).toEqual([]);
  });
});
