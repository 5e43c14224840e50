import { fileURLToPath } from 'node:url';
import { listenOnLoopback } from '../../server/listen';
import { localRuntimeConfig } from '../../server/local-config';
import { e2ePorts } from '../../server/ports';
import { startStack } from '../../server/stack';
import { productionAppHandler } from '../../server/production-app';

/**
 * Short-lived access tokens: the renewal (60 s before expiry) comes 6 s after a sign-in or a
 * renewal, so the session specs see their refresh cycles in seconds, and every other spec renews
 * too. Above 61 s (session-coordinator.ts's `freshEnoughSeconds`), or a tab would take a token
 * renewed a moment ago for one due.
 */
export const e2eAccessTokenTtlSeconds = 66;
export const appUrl = `http://localhost:${e2ePorts.app}`;
export const trialAppUrl = `http://trial.localhost:${e2ePorts.app}`;

/** The production build and the reference stack on the end-to-end ports. */
export async function startE2eStack() {
  const stack = await startStack({ ports: e2ePorts, accessTokenTtlSeconds: e2eAccessTokenTtlSeconds });
  const root = fileURLToPath(new URL('../../dist', import.meta.url));
  // Served as `npm run serve` serves it: compressed, with the Content Security Policy.
  const closeApp = await listenOnLoopback(productionAppHandler({ root, config: localRuntimeConfig(e2ePorts) }), e2ePorts.app);
  return async () => {
    await Promise.all([closeApp(), stack.stop()]);
  };
}
