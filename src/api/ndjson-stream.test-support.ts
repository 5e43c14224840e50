// The NDJSON reader's table of edge cases and the helpers that feed them to it.
import { expect } from 'vitest';
import type { StreamReadOutcome } from '../../domain/answer-end';
import {
  EMPTY_CHUNK_LIMIT,
  type NdjsonEvent,
  type ReadNdjsonOptions,
  readNdjsonStream,
} from './ndjson-stream';

export const encode = (text: string) => new TextEncoder().encode(text);

export function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

export type Limits = Pick<ReadNdjsonOptions, 'maxLineLength' | 'emptyChunkLimit'>;
export interface Read {
  events: NdjsonEvent[];
  outcome: StreamReadOutcome;
}

export async function read(chunks: Uint8Array[], limits: Limits = {}): Promise<Read> {
  const events: NdjsonEvent[] = [];
  const outcome = await readNdjsonStream(streamOf(chunks), { ...limits, onEvent: (event) => events.push(event) });
  return { events, outcome };
}

export const content = (text: string): NdjsonEvent => ({ type: 'content', content: text });
export const line = (chunk: object) => `${JSON.stringify(chunk)}\n`;
export const emptyChunk = line({ content: '', done: false });

export interface Fixture {
  name: string;
  text: string;
  limits?: Limits;
  expected: Read;
}

export const fixtures: Fixture[] = [
  {
    name: 'umlauts, emoji, CRLF and blank keep-alive lines',
    text:
      '{"content":"Grüße aus Köln ","done":false}\r\n' +
      '\r\n' +
      '{"content":"🎉👍🏽","done":false}\n' +
      '\n   \n' +
      '{"content":" Straße – fertig.","done":false,"error":null}\r\n' +
      '{"content":"","done":true}\n',
    expected: {
      events: [content('Grüße aus Köln '), content('🎉👍🏽'), content(' Straße – fertig.')],
      outcome: { status: 'complete' },
    },
  },
  {
    name: 'a final line without a trailing newline',
    text: '{"content":"Schöne "}\n{"content":"Grüße 😀","done":true}',
    expected: { events: [content('Schöne '), content('Grüße 😀')], outcome: { status: 'complete' } },
  },
  {
    name: 'invalid lines between good ones',
    text:
      '{"content":"Ä"}\n' +
      'kein JSON ü\r\n' +
      '{"content":5}\n' +
      '["🎉"]\n' +
      '{"content":"ö"}\n' +
      '{"done":true}',
    expected: {
      events: [
        content('Ä'),
        { type: 'invalid-line', lineNumber: 2, line: 'kein JSON ü', message: expect.any(String) as string },
        { type: 'invalid-line', lineNumber: 3, line: '{"content":5}', message: '"content" must be a string' },
        { type: 'invalid-line', lineNumber: 4, line: '["🎉"]', message: 'a chunk must be a JSON object' },
        content('ö'),
      ],
      outcome: { status: 'complete' },
    },
  },
  {
    name: 'a stream cut inside a line',
    text: '{"content":"Hallo "}\r\n{"content":"Wel',
    expected: {
      events: [content('Hallo ')],
      outcome: { status: 'incomplete', reason: 'cut-mid-line', message: expect.any(String) as string },
    },
  },
  {
    name: 'a stream cut inside an emoji',
    text: '{"content":"Hallo "}\n' + '{"content":"👋"}'.slice(0, 13),
    expected: {
      events: [content('Hallo ')],
      outcome: { status: 'incomplete', reason: 'cut-mid-line', message: expect.any(String) as string },
    },
  },
  {
    name: 'a stream that ends after a full line without done',
    text: '{"content":"Hallo 👋","done":false}\n\n',
    expected: {
      events: [content('Hallo 👋')],
      outcome: { status: 'incomplete', reason: 'ended-without-done', message: expect.any(String) as string },
    },
  },
  {
    name: 'a chunk with its error field set',
    text: '{"content":"Teil ","done":false}\n{"content":"","done":false,"error":"rate limit"}\n{"content":"nie"}\n',
    expected: { events: [content('Teil ')], outcome: { status: 'stream-error', error: 'rate limit' } },
  },
  {
    name: 'nothing after done is read',
    text: '{"content":"Ende","done":true}\nkaputt\n{"content":"nie"}\n',
    expected: { events: [content('Ende')], outcome: { status: 'complete' } },
  },
  {
    name: 'a CRLF line exactly at the length limit',
    // '{"content":"äö"}' is 16 characters.
    text: '{"content":"äö"}\r\n{"done":true}\r\n',
    limits: { maxLineLength: 16 },
    expected: { events: [content('äö')], outcome: { status: 'complete' } },
  },
  {
    name: 'a line one character over the length limit',
    text: '{"content":"ok"}\r\n{"content":"äöü"}\r\n{"content":"nie"}\r\n',
    limits: { maxLineLength: 16 },
    expected: {
      events: [content('ok')],
      outcome: { status: 'failed', reason: 'line-too-long', message: 'line 2 is longer than 16 characters' },
    },
  },
  {
    name: 'an unterminated last line over the length limit',
    text: '{"content":"ok"}\n{"content":"äöü🎉',
    limits: { maxLineLength: 16 },
    expected: {
      events: [content('ok')],
      outcome: { status: 'failed', reason: 'line-too-long', message: 'line 2 is longer than 16 characters' },
    },
  },
  {
    name: 'too many empty chunks in a row',
    text: line({ content: 'Hallo', done: false }) + emptyChunk.repeat(EMPTY_CHUNK_LIMIT) + line({ content: 'nie' }),
    expected: {
      events: [content('Hallo')],
      outcome: { status: 'failed', reason: 'empty-stream', message: `${EMPTY_CHUNK_LIMIT} empty chunks in a row` },
    },
  },
  {
    name: 'empty chunks that stay under the limit between contents',
    text:
      emptyChunk.repeat(EMPTY_CHUNK_LIMIT - 1) +
      line({ content: 'ä' }) +
      emptyChunk.repeat(EMPTY_CHUNK_LIMIT - 1) +
      line({ content: '', done: true }),
    expected: { events: [content('ä')], outcome: { status: 'complete' } },
  },
];
