import { describe, expect, it } from 'vitest';
import { requestPath } from './request-address';

describe("a request's address", () => {
  it.each([
    ['/', '/'],
    ['/chat?code=1&state=2', '/chat'],
    ['/v1/prompt/caf%C3%A9', '/v1/prompt/caf%C3%A9'],
    ['/a/../b', '/b'],
    ['http://localhost:4000/v1/chat', '/v1/chat'],
    // The query is each server's to read (leniently); only the path must decode.
    ['/auth?x=%', '/auth'],
  ])('%s gives the path %s', (target, path) => {
    expect(requestPath(target)).toBe(path);
  });

  it.each([
    ['//', 'names a host where the path belongs'],
    ['//elsewhere.example/chat', 'names a host where the path belongs'],
    ['/\\elsewhere.example/chat', 'a URL parser reads \\ as /'],
    ['/%', 'an escape without its digits'],
    ['/%zz', 'an escape of no hex digits'],
    ['/%ff', 'an escape that is not UTF-8'],
    ['*', 'not a path'],
    ['chat', 'not a path'],
  ])('%s is malformed: %s', (target) => {
    expect(requestPath(target)).toBeNull();
  });
});
