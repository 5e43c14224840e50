import { fromPromise } from 'xstate';
import type { RefreshResult } from '../../../machines/session/token.machine';
import type { SessionCoordinator } from './session-coordinator';

/** The token machine's refresh: the session's one refresh chain, shared by every tab. */
export function tokenActors(session: SessionCoordinator) {
  return {
    refresh: fromPromise<RefreshResult>(() => session.refresh()),
  };
}
