/** Test support for the client tests (imported by *.test.ts only). */
import { onTestFinished, vi } from 'vitest';
import { mswServer } from '../../test/msw/server';
import { localConfig } from '../../test/fixtures/runtime-config';
import type { SessionTokens } from '../platform/platform';
import type { ClientDeps } from './studio-client';

export const testTokens: SessionTokens = { accessToken: 'access-token-alice', idToken: 'id-token-alice' };

/** Deps for a client on the development origin of the local configuration, with spies; the token check gives the access token. */
export function testDeps(overrides: Partial<ClientDeps> = {}) {
  const bearerToken = vi.fn(async (): Promise<string | null> => testTokens.accessToken);
  const onSessionExpired = vi.fn();
  const deps: ClientDeps = {
    config: localConfig(),
    origin: 'development',
    bearerToken,
    onSessionExpired,
    ...overrides,
  };
  return { deps, bearerToken, onSessionExpired };
}

/** Every request msw receives until the end of the current test, as it arrived. */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(request);
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => mswServer.events.removeListener('request:start', listener));
  return seen;
}

/** The rejection of `promise`, to assert on; fails when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}
