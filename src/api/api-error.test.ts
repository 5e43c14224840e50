import { describe, expect, it } from 'vitest';
import { ApiError, errorDetail, readErrorBody } from './api-error';

describe('ApiError', () => {
  it('the detail of a Studio error body is what a toast shows', () => {
    expect(errorDetail(new ApiError(410, { detail: 'The document "a.pdf" has expired.' }, 'POST /v1/chat/stream'))).toBe(
      'The document "a.pdf" has expired.',
    );
  });

  it.each([
    ['a body without detail', new ApiError(500, { message: 'x' }, 'GET /')],
    ['a text body', new ApiError(502, 'Bad Gateway', 'GET /')],
    ['no body', new ApiError(401, null, 'GET /', false)],
    ['another error', new TypeError('Failed to fetch')],
  ])('%s has no detail', (_, error) => {
    expect(errorDetail(error)).toBeNull();
  });

  it('reads JSON, text or nothing from an error response', async () => {
    expect(await readErrorBody(Response.json({ detail: 'd' }, { status: 413 }))).toEqual({ detail: 'd' });
    expect(await readErrorBody(new Response('oops', { status: 500 }))).toBe('oops');
    expect(await readErrorBody(new Response(null, { status: 500 }))).toBeNull();
  });
});
