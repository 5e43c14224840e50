import { fromPromise } from 'xstate';
import type { RefreshResult } from '../../../machines/session/token.machine';
import { log } from '../../browser/log';
import type { SessionCoordinator } from './session-coordinator';

/**
 * The token machine's refresh: the session's one refresh chain, shared by every tab. A refresh
 * that throws fails the check or the renewal and is logged (platform.md §4: "exception only
 * logged"), whichever of the two asked for it.
 */
export function tokenActors(session: Pick<SessionCoordinator, 'refresh'>) {
  return {
    refresh: fromPromise<RefreshResult>(async () => {
      try {
        return await session.refresh();
      } catch (error) {
        log.error('token refresh failed', error);
        throw error;
      }
    }),
  };
}
