import { describe, expect, it } from 'vitest';
import { isSessionExpired } from './session-expiry';

describe('telling an expired session from other failures', () => {
  it('a 401 is the session expiring', () => {
    expect(isSessionExpired(401)).toBe(true);
  });

  it.each([403, 404, 410, 413, 429, 500, 200, null, undefined])('%s is not: the tool tells it itself', (status) => {
    expect(isSessionExpired(status)).toBe(false);
  });
});
