import { describe, expect, it } from 'vitest';
import { hasInStudioHistory } from './in-studio-history';

describe('going back within the studio', () => {
  it.each([
    ['the page the studio was opened on (or returned to from sign-in)', { usr: null, key: 'default', idx: 0 }, false],
    ['a page the studio navigated to', { usr: null, key: 'a1b2', idx: 2 }, true],
    ['a history entry the router did not make', null, false],
    ['a foreign state', { idx: '3' }, false],
  ])('%s', (_case, state, expected) => {
    expect(hasInStudioHistory(state)).toBe(expected);
  });
});
