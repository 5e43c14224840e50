import { describe, expect, it, vi } from 'vitest';
import { type NdjsonEvent, readNdjsonStream } from './ndjson-stream';
import { content, emptyChunk, encode, fixtures, line, read, streamOf } from './ndjson-stream.test-support';

// The limits written out (decisions.md, "NDJSON reader limits"), so a wrong constant fails.
const emptyChunkLimit = 50;
const maxLineLength = 1_048_576;

describe('readNdjsonStream', () => {
  describe.each(fixtures)('$name', ({ text, limits, expected }) => {
    const bytes = encode(text);

    it('parses to the expected events and outcome in one read', async () => {
      expect(await read([bytes], limits)).toEqual(expected);
    });

    it('parses the same when split at every byte offset', async () => {
      for (let i = 0; i <= bytes.length; i += 1) {
        const result = await read([bytes.slice(0, i), bytes.slice(i)], limits);
        expect(result, `split at byte ${i}`).toEqual(expected);
      }
    });

    it('parses the same when read one byte at a time', async () => {
      const single = Array.from(bytes, (byte) => Uint8Array.of(byte));
      expect(await read(single, limits)).toEqual(expected);
    });
  });

  it('a line split inside an emoji parses the same', async () => {
    const bytes = encode('{"content":"👍🏽"}\n{"done":true}\n');
    const emojiStart = encode('{"content":"').length;
    for (const offset of [1, 2, 3, 5, 6, 7]) {
      const split = emojiStart + offset;
      expect(await read([bytes.slice(0, split), bytes.slice(split)])).toEqual({
        events: [content('👍🏽')],
        outcome: { status: 'complete' },
      });
    }
  });

  it('an error field of null, false or empty text is not an error', async () => {
    const text = [null, false, ''].map((error) => line({ content: 'x', done: false, error })).join('') + '{"done":true}';
    expect(await read([encode(text)])).toEqual({
      events: [content('x'), content('x'), content('x')],
      outcome: { status: 'complete' },
    });
  });

  it('an error that is not text is surfaced as JSON', async () => {
    const { outcome } = await read([encode(line({ content: '', error: { code: 429 } }))]);
    expect(outcome).toEqual({ status: 'stream-error', error: '{"code":429}' });
  });

  it('content in the chunk that carries the error is still shown', async () => {
    const { events, outcome } = await read([encode(line({ content: 'Teil', done: true, error: 'overloaded' }))]);
    expect(events).toEqual([content('Teil')]);
    expect(outcome).toEqual({ status: 'stream-error', error: 'overloaded' });
  });

  it('a kept answer cut off where its server stopped keeps what came, as incomplete, with the notice', async () => {
    const notice = 'The answer was cut off: the server writing it stopped before it was finished.';
    const { events, outcome } = await read([encode(line({ content: 'Half an answ' }) + line({ content: '', done: true, error: notice, cut: true }))]);
    expect(events).toEqual([content('Half an answ')]);
    expect(outcome).toEqual({ status: 'incomplete', reason: 'cut-by-server', message: notice });
    // Without `cut`, the same notice is an error line like any other (tools.md §8).
    const plain = await read([encode(line({ content: '', done: true, error: notice }))]);
    expect(plain.outcome).toEqual({ status: 'stream-error', error: notice });
  });

  it('an answer the server stopped at one of its limits keeps what came, as incomplete, told apart from a cut', async () => {
    const notice = 'The answer was cut off here: it reached the longest answer this server allows (4096 tokens).';
    const { events, outcome } = await read([encode(line({ content: 'A long answ' }) + line({ content: '', done: true, error: notice, cut: true, capped: true }))]);
    expect(events).toEqual([content('A long answ')]);
    expect(outcome).toEqual({ status: 'incomplete', reason: 'capped', message: notice });
  });

  it('a kept answer stopped by its cancel call (perhaps in another tab) ends as stopped, not complete', async () => {
    const { events, outcome } = await read([encode(line({ content: 'Half' }) + line({ content: '', done: true, error: null, cancelled: true }))]);
    expect(events).toEqual([content('Half')]);
    expect(outcome).toEqual({ status: 'canceled' });
  });

  it('an invalid line quotes at most 200 characters', async () => {
    const { events } = await read([encode(`${'x'.repeat(500)}\n{"done":true}\n`)]);
    expect(events).toEqual([{ type: 'invalid-line', lineNumber: 1, line: 'x'.repeat(200), message: expect.any(String) }]);
  });

  describe('the empty-stream guard', () => {
    it('blank keep-alive lines neither count nor reset the empty chunks', async () => {
      const text = emptyChunk.repeat(emptyChunkLimit - 1) + '\n\r\n\n' + emptyChunk + line({ done: true });
      expect((await read([encode(text)])).outcome).toMatchObject({ status: 'failed', reason: 'empty-stream' });
    });

    it('whitespace is content and resets the count', async () => {
      const text = emptyChunk.repeat(emptyChunkLimit - 1) + line({ content: ' ' }) + emptyChunk + line({ done: true });
      expect(await read([encode(text)])).toEqual({ events: [content(' ')], outcome: { status: 'complete' } });
    });

    it('too many zero-byte reads in a row raise the empty-stream error', async () => {
      const reads = Array.from({ length: emptyChunkLimit }, () => new Uint8Array(0));
      expect((await read([encode(line({ content: 'a' })), ...reads, encode(line({ done: true }))])).outcome).toMatchObject({
        status: 'failed',
        reason: 'empty-stream',
      });
    });

    it('a read with bytes resets the zero-byte reads', async () => {
      const reads = Array.from({ length: emptyChunkLimit - 1 }, () => new Uint8Array(0));
      const text = encode(line({ content: 'a', done: true }));
      const chunks = [...reads, text.slice(0, 1), ...reads, text.slice(1)];
      expect(await read(chunks)).toEqual({ events: [content('a')], outcome: { status: 'complete' } });
    });
  });

  describe('the default line limit', () => {
    const chunkOf = (text: string, size: number) => {
      const bytes = encode(text);
      const chunks: Uint8Array[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.slice(i, i + size));
      return chunks;
    };
    // '{"content":""}' adds 14 characters around the content.
    const lineOfLength = (length: number) => `{"content":"${'a'.repeat(length - 14)}"}`;

    it(`a line of exactly ${maxLineLength} characters is accepted`, async () => {
      const { events, outcome } = await read(chunkOf(`${lineOfLength(maxLineLength)}\r\n{"done":true}\n`, 65_536));
      expect(outcome).toEqual({ status: 'complete' });
      expect(events).toHaveLength(1);
    });

    it('a longer line stops the read with a clear error', async () => {
      const { outcome } = await read(chunkOf(`${lineOfLength(maxLineLength + 1)}\n{"done":true}\n`, 65_536));
      expect(outcome).toEqual({
        status: 'failed',
        reason: 'line-too-long',
        message: `line 1 is longer than ${maxLineLength} characters`,
      });
    });

    it('a line that never ends is not buffered past the limit', async () => {
      const piece = encode('a'.repeat(65_536));
      let pulls = 0;
      const cancel = vi.fn();
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          controller.enqueue(pulls === 1 ? encode('{"content":"') : piece);
        },
        cancel,
      });
      const outcome = await readNdjsonStream(endless, { onEvent: () => undefined });
      expect(outcome).toMatchObject({ status: 'failed', reason: 'line-too-long' });
      expect(pulls).toBeLessThan(maxLineLength / piece.length + 4);
      expect(cancel).toHaveBeenCalled();
    });
  });

  describe('stopping', () => {
    /** A stream that delivers `first` and then waits for ever, like a slow model. */
    function stalledStream(first: string) {
      const cancel = vi.fn();
      let pulls = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          if (pulls === 1) controller.enqueue(encode(first));
          return pulls === 1 ? undefined : new Promise<void>(() => undefined);
        },
        cancel,
      });
      return { stream, cancel };
    }

    it('aborting while waiting for data stops the read and cancels the stream', async () => {
      const { stream, cancel } = stalledStream(line({ content: 'Hallo' }));
      const controller = new AbortController();
      const events: NdjsonEvent[] = [];
      const outcome = readNdjsonStream(stream, {
        signal: controller.signal,
        onEvent: (event) => {
          events.push(event);
          controller.abort('user cancelled');
        },
      });
      expect(await outcome).toEqual({ status: 'aborted' });
      expect(events).toEqual([content('Hallo')]);
      expect(cancel).toHaveBeenCalledWith('user cancelled');
    });

    it('aborting from an event stops the lines already received', async () => {
      const { stream } = stalledStream(line({ content: 'eins' }) + line({ content: 'zwei' }));
      const controller = new AbortController();
      const events: NdjsonEvent[] = [];
      const outcome = await readNdjsonStream(stream, {
        signal: controller.signal,
        onEvent: (event) => {
          events.push(event);
          controller.abort();
        },
      });
      expect(outcome).toEqual({ status: 'aborted' });
      expect(events).toEqual([content('eins')]);
    });

    it('an already aborted signal reads nothing and cancels the stream', async () => {
      const { stream, cancel } = stalledStream(line({ content: 'Hallo' }));
      const onEvent = vi.fn();
      const outcome = await readNdjsonStream(stream, { signal: AbortSignal.abort(), onEvent });
      expect(outcome).toEqual({ status: 'aborted' });
      expect(onEvent).not.toHaveBeenCalled();
      expect(cancel).toHaveBeenCalled();
    });

    it('a done chunk cancels the rest of the stream', async () => {
      const { stream, cancel } = stalledStream(line({ content: 'fertig', done: true }));
      expect(await readNdjsonStream(stream, { onEvent: () => undefined })).toEqual({ status: 'complete' });
      expect(cancel).toHaveBeenCalled();
    });

    it('a failing connection marks the answer incomplete', async () => {
      let pulls = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulls += 1;
          if (pulls === 1) controller.enqueue(encode(line({ content: 'Hal' })));
          else controller.error(new TypeError('network error'));
        },
      });
      const events: NdjsonEvent[] = [];
      const outcome = await readNdjsonStream(stream, { onEvent: (event) => events.push(event) });
      expect(events).toEqual([content('Hal')]);
      expect(outcome).toEqual({ status: 'incomplete', reason: 'read-failed', message: 'network error' });
    });

    it('an onEvent that throws cancels the stream and rejects with its error', async () => {
      const { stream, cancel } = stalledStream(line({ content: 'Hallo' }));
      const failure = new Error('store is gone');
      const read = readNdjsonStream(stream, {
        onEvent: () => {
          throw failure;
        },
      });
      await expect(read).rejects.toBe(failure);
      expect(cancel).toHaveBeenCalled();
    });

    it('the stream is released after reading', async () => {
      const stream = streamOf([encode(line({ done: true }))]);
      await readNdjsonStream(stream, { onEvent: () => undefined });
      expect(stream.locked).toBe(false);
    });
  });
});
