import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { contentChunk, doneChunk, ndjsonBytes } from '../../test/msw/handlers/ndjson';
import { ApiError } from './api-error';
import { chatBackend } from './chat-backend';
import { createMainClient } from './main-client';
import { recordRequests, rejectionOf, testDeps } from './testing';

const api = 'http://localhost:4000';
const answerId = '6f1c2a7e-0000-4000-8000-00000000000a';
const noSuchAnswer = { detail: 'There is no such answer (answers are kept for 24 hours).' };

describe('kept answers through the main client', () => {
  setupMswForSuite();
  const backend = () => chatBackend(createMainClient(testDeps().deps), 'chat');

  it('asks the capabilities whether the backend keeps answers; a backend that does not say, does not', async () => {
    mswServer.use(http.get(`${api}/v1/capabilities`, () => HttpResponse.json({ transcription: false, analysis: false, resumableAnswers: true })));
    expect(await backend().keepsAnswers()).toBe(true);
    mswServer.use(http.get(`${api}/v1/capabilities`, () => HttpResponse.json({ transcription: true, analysis: true })));
    expect(await backend().keepsAnswers()).toBe(false);
  });

  it('re-attaches with the answer id in the path and the offset, and reads the rest as a stream', async () => {
    mswServer.use(
      http.get(`${api}/v1/chat/answers/:answerId`, () =>
        new HttpResponse(ndjsonBytes([contentChunk('+12 %'), doneChunk]), { headers: { 'content-type': 'application/x-ndjson' } }),
      ),
    );
    const requests = recordRequests();
    const body = await backend().reattachAnswer(answerId, 7);
    expect(await new Response(body).text()).toBe(`${JSON.stringify(contentChunk('+12 %'))}\n${JSON.stringify(doneChunk)}\n`);
    expect(new URL(requests[0]!.url).pathname).toBe(`/v1/chat/answers/${answerId}`);
    expect(new URL(requests[0]!.url).searchParams.get('from')).toBe('7');
  });

  it('an answer the backend no longer has is an ApiError 404', async () => {
    mswServer.use(http.get(`${api}/v1/chat/answers/:answerId`, () => HttpResponse.json(noSuchAnswer, { status: 404 })));
    expect(await rejectionOf(backend().reattachAnswer(answerId, 0))).toMatchObject({ status: 404 });
  });

  it('Stop is a POST to the answer’s cancel path; a 404 there is an ApiError too', async () => {
    mswServer.use(http.post(`${api}/v1/chat/answers/:answerId/cancel`, () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    await backend().cancelAnswer(answerId);
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe(`/v1/chat/answers/${answerId}/cancel`);

    mswServer.use(http.post(`${api}/v1/chat/answers/:answerId/cancel`, () => HttpResponse.json(noSuchAnswer, { status: 404 })));
    const error = await rejectionOf(backend().cancelAnswer(answerId));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: noSuchAnswer });
  });
});
