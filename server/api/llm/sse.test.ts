import { describe, expect, it } from 'vitest';
import { sseData } from './sse';

async function* pieces(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
}

async function collect(text: string, size: number) {
  const out: string[] = [];
  for await (const data of sseData(pieces(text, size))) out.push(data);
  return out;
}

const stream = ': keep-alive\r\n\r\ndata: {"a":"Grüße"}\r\n\r\nevent: x\ndata: line one\ndata: line two\n\ndata:[DONE]';

describe('reading server-sent events', () => {
  it.each([1, 2, 3, 7, 1000])('yields the same events when the bytes arrive %i at a time', async (size) => {
    expect(await collect(stream, size)).toEqual(['{"a":"Grüße"}', 'line one\nline two', '[DONE]']);
  });

  it('yields nothing for a stream of comments only', async () => {
    expect(await collect(': ping\n\n: ping\n\n', 4)).toEqual([]);
  });
});
