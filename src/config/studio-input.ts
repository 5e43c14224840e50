import type { OriginKey } from '../../contracts/runtime-config';
import type { StudioInput } from '../../machines/studio/studio.machine';
import { isTrialOrigin } from './origin';

/**
 * The studio's start for the page's origin: the trial origin keeps its own storage keys
 * (tools.md §3) and never refreshes or renews a token (platform.md §4: an expired token there is
 * simply not valid); every other origin does both.
 */
export function studioInputFor(origin: OriginKey, page: Pick<StudioInput, 'url' | 'authEnabled' | 'now'>): StudioInput {
  const trial = isTrialOrigin(origin);
  return { ...page, tenant: trial ? 'trial' : 'corporate', refreshTokens: !trial };
}
