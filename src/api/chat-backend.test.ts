import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { chatStreamHandler, exampleDocHash, imageGenHandler, summarizationHandler, uploadHandler } from '../../test/msw/handlers/main';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { ApiError } from './api-error';
import { chatBackend } from './chat-backend';
import { createMainClient } from './main-client';
import { type NdjsonEvent, readNdjsonStream } from './ndjson-stream';
import { recordRequests, rejectionOf, testDeps, testTokens } from './testing';
import { createTrialClient } from './trial-client';

describe('the main and trial clients', () => {
  setupMswForSuite();

  const question = { messages: [{ role: 'user' as const, content: 'Was steht im Bericht?' }], documents: [exampleDocHash] };

  function mainBackend() {
    const setup = testDeps();
    return { ...setup, backend: chatBackend(createMainClient(setup.deps), 'chat') };
  }

  async function readAll(stream: ReadableStream<Uint8Array>) {
    const events: NdjsonEvent[] = [];
    const outcome = await readNdjsonStream(stream, { onEvent: (event) => events.push(event) });
    return { events, outcome };
  }

  describe('POST /v1/chat/stream', () => {
    it('streams the NDJSON answer, split anywhere, into the reader', async () => {
      mswServer.use(
        chatStreamHandler({ lines: [contentChunk('Grüße '), '', contentChunk('🎉 aus Köln'), doneChunk], splitAt: 'bytes' }),
      );
      const requests = recordRequests();

      const stream = await mainBackend().backend.streamChat(question);

      expect(await readAll(stream)).toEqual({
        events: [
          { type: 'content', content: 'Grüße ' },
          { type: 'content', content: '🎉 aus Köln' },
        ],
        outcome: { status: 'complete' },
      });
      expect(await requests[0]?.clone().json()).toEqual(question);
      expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
    });

    it('an error field in the stream is surfaced by the reader', async () => {
      mswServer.use(chatStreamHandler({ lines: [contentChunk('Teil'), { content: '', done: true, error: 'rate limit' }] }));
      const { outcome } = await readAll(await mainBackend().backend.streamChat(question));
      expect(outcome).toEqual({ status: 'stream-error', error: 'rate limit' });
    });

    it.each([
      [401, 'The token has expired.'],
      [410, 'The document "report.pdf" has expired (documents are kept for 24 hours). Please upload it again.'],
      [413, 'The text is too long (41,230 tokens). The maximum length is 40,000 tokens.'],
      [429, 'Too many requests. Please try again later.'],
      [500, 'Internal error'],
    ] as const)('a %i answer is an ApiError with its status and body', async (status, detail) => {
      mswServer.use(chatStreamHandler({ status, detail }));
      const { backend, onSessionExpired } = mainBackend();

      const error = await rejectionOf(backend.streamChat(question));

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, body: { detail } });
      expect(onSessionExpired).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
    });

    it('a 200 without a body is an ApiError (an empty response)', async () => {
      mswServer.use(http.post('http://localhost:4000/v1/chat/stream', () => new HttpResponse(null, { status: 200 })));
      expect(await rejectionOf(mainBackend().backend.streamChat(question))).toMatchObject({ status: 200, body: null });
    });

    it('aborting before the answer arrives rejects with the abort, not an ApiError', async () => {
      mswServer.use(chatStreamHandler());
      const error = await rejectionOf(mainBackend().backend.streamChat(question, AbortSignal.abort()));
      expect(error).not.toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ name: 'AbortError' });
    });
  });

  describe('POST /v1/upload/documents', () => {
    const file = new File(['Quartalsbericht: Umsatz +12 %'], 'bericht.txt', { type: 'text/plain' });

    it('answers with the doc_hash of the stored file', async () => {
      mswServer.use(uploadHandler());
      const requests = recordRequests();

      expect(await mainBackend().backend.uploadDocument(file)).toEqual({ doc_hash: exampleDocHash });
      // The multipart body itself is checked in upload-multipart.test.ts (jsdom's File does not reach Node's fetch).
      expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    });

    it.each([
      [401, 'The token has expired.'],
      [413, 'File is too large (the maximum is 7,000,000 bytes).'],
      [415, 'The file type is not supported.'],
      [422, 'No text could be extracted.'],
      [500, 'Internal error'],
    ] as const)('a %i answer is an ApiError with its status and body', async (status, detail) => {
      mswServer.use(uploadHandler({ status, detail }));
      const { backend, onSessionExpired } = mainBackend();

      const error = await rejectionOf(backend.uploadDocument(file));

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, body: { detail } });
      expect(onSessionExpired).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
    });

    it('a 200 without doc_hash is an error (tools.md §8)', async () => {
      mswServer.use(uploadHandler({ status: 200, malformedBody: { hash: 'x' } }));
      expect(await rejectionOf(mainBackend().backend.uploadDocument(file))).toMatchObject({ status: 200, body: { hash: 'x' } });
    });
  });

  describe('POST /v1/summarization', () => {
    it('sends the transcript as plain text and gives the chat name', async () => {
      mswServer.use(summarizationHandler({ body: 'Umsatz im Quartalsbericht' }));
      const requests = recordRequests();
      const transcript = 'user: Was sagt der Bericht?\nassistant: Umsatz +12 %';

      expect(await mainBackend().backend.summarizeChat(transcript)).toBe('Umsatz im Quartalsbericht');
      expect(requests[0]?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(await requests[0]?.clone().text()).toBe(transcript);
    });
  });

  describe('the shared calls name the tool they are made for, so the ledger books them to it', () => {
    it.each(['chat', 'customerService'] as const)('upload and summarisation for %s carry X-Studio-Tool: %s', async (tool) => {
      mswServer.use(uploadHandler(), summarizationHandler({ body: 'Name' }));
      const requests = recordRequests();
      const backend = chatBackend(createMainClient(testDeps().deps), tool);

      await backend.uploadDocument(new File(['Text'], 'notiz.txt', { type: 'text/plain' }));
      await backend.summarizeChat('user: hi');

      expect(requests.map((request) => [new URL(request.url).pathname, request.headers.get('X-Studio-Tool')])).toEqual([
        ['/v1/upload/documents', tool],
        ['/v1/summarization', tool],
      ]);
    });
  });

  describe('POST /v1/image_gen', () => {
    it('gives the generated images', async () => {
      mswServer.use(imageGenHandler({ body: ['iVBORw0KGgo='] }));
      const body = { prompt: 'Ein Leuchtturm', negative_prompt: '', aspect_ratio: '1:1' as const, batch_size: 1 };
      expect(await mainBackend().backend.generateImages(body)).toEqual(['iVBORw0KGgo=']);
    });

    it('a 400 (blocked prompt) is an ApiError with its detail', async () => {
      mswServer.use(imageGenHandler({ status: 400, detail: 'The response is blocked, as it may violate policies.' }));
      const body = { prompt: 'x', negative_prompt: '', guidance_scale: 0 };
      expect(await rejectionOf(mainBackend().backend.generateImages(body))).toMatchObject({
        status: 400,
        body: { detail: 'The response is blocked, as it may violate policies.' },
      });
    });
  });

  describe('the trial client', () => {
    it('calls the configured trial host', async () => {
      const { deps } = testDeps({ origin: 'trial' });
      deps.config.origins.trial.api.trial = 'http://trial-api.localhost:4000';
      mswServer.use(summarizationHandler({ body: 'Name' }, 'http://trial-api.localhost:4000'));
      const requests = recordRequests();

      expect(await chatBackend(createTrialClient(deps), 'chat').summarizeChat('user: hi')).toBe('Name');
      expect(requests[0]?.url).toBe('http://trial-api.localhost:4000/v1/summarization');
      expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${testTokens.accessToken}`);
    });
  });

  it('a network failure stays a network error', async () => {
    mswServer.use(http.post('http://localhost:4000/v1/summarization', () => HttpResponse.error()));
    const error = await rejectionOf(mainBackend().backend.summarizeChat('user: hi'));
    expect(error).toBeInstanceOf(TypeError);
  });
});
