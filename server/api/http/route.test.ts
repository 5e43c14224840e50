import { describe, expect, it } from 'vitest';
import { matchPath } from './route';

describe('matching a request path', () => {
  it.each<[string, string, Record<string, string> | null]>([
    ['/v1/chat/stream', '/v1/chat/stream', {}],
    ['/v1/chat/stream', '/v1/chat/streams', null],
    ['/v1/prompt/:id', '/v1/prompt/42', { id: '42' }],
    ['/v1/prompt/:id', '/v1/prompt/', null],
    ['/v1/prompt/:id', '/v1/prompt/42/versions', null],
    ['/v1/prompt/:id/versions', '/v1/prompt/a%20b/versions', { id: 'a b' }],
    ['/v1/components/:name/v1/chat/stream', '/v1/components/travel/v1/chat/stream', { name: 'travel' }],
    ['/v1/prompt/:id', '/v1/prompt/%E0%A4%A', null],
  ])('%s against %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });
});
