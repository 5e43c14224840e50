import { describe, expect, it } from 'vitest';
import { isSignInCallback, withoutCallbackParams } from './sign-in-callback';

describe('sign-in callback recognition', () => {
  it.each([
    ['http://localhost/?code=1&state=2', true],
    ['http://localhost/?error=login_required&state=2', true],
    ['http://localhost/#code=1&state=2', true],
    ['http://localhost/#error=x&state=2', true],
    ['http://localhost/?code=1', false],
    ['http://localhost/?state=2', false],
    ['http://localhost/chat?q=code', false],
    ['http://localhost/?code=1#state=2', false],
  ])('%s → %s', (url, expected) => {
    expect(isSignInCallback(url)).toBe(expected);
  });

  it('strips code, state and scope but keeps other parameters', () => {
    expect(withoutCallbackParams('http://localhost/error?reason=x&code=1&state=2&scope=openid')).toBe('/error?reason=x');
  });
});
