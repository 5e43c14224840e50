import { log } from '../../browser/log';
import { fromCallback } from 'xstate';
import { afterAnswer, type CheckPhase, type ProviderAnswer } from '../../../machines/session/session-check';
import type { SessionActorEvent } from '../../../machines/studio/session-protocol';
import type { SessionCoordinator } from './session-coordinator';

/** platform.md §9: the session check runs every 2 s (while the tab is visible). */
export const sessionCheckIntervalMs = 2_000;

export interface SessionLinkOptions {
  /** The provider's session, asked silently; absent where the check does not run (`planCheck`). */
  checkProvider?: () => Promise<ProviderAnswer>;
  intervalMs?: number;
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * The studio's `session` actor: this tab's link to the other tabs of its session (tokens
 * adopted, a sign-out anywhere) and to the provider's session (ended at the provider).
 */
export function sessionLinkActor(session: SessionCoordinator, { checkProvider, intervalMs = sessionCheckIntervalMs, page = document }: SessionLinkOptions = {}) {
  return fromCallback<SessionActorEvent>(({ sendBack, receive }) => {
    const unlisten = session.listen((notice) =>
      sendBack(notice.type === 'tokensAdopted' ? { type: 'session.tokensAdopted', expiresAt: notice.expiresAt, now: Date.now() } : { type: 'session.signedOutElsewhere' }),
    );

    let signedIn = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checking = false;
    // For this page's life: "ended" is believed only after the frame has once seen the session.
    let phase: CheckPhase = 'unconfirmed';
    const check = async () => {
      clearTimeout(timer);
      if (!signedIn || !checkProvider || checking || phase === 'stopped' || page.visibilityState === 'hidden') return;
      checking = true;
      const answer = await checkProvider().catch(() => 'unknown' as const);
      checking = false;
      if (!signedIn) return;
      const step = afterAnswer(phase, answer);
      phase = step.phase;
      if (step.verdict === 'signedOut') sendBack({ type: 'session.endedAtProvider' });
      else if (step.verdict === 'stop') {
        log.warn(
          'The session check stops for this page: the provider answered "log in" before it ever answered with a code, ' +
            "so its frame cannot see the provider's session (its cookies withheld from a frame). " +
            'A session ended at the provider shows at the next token refresh or API call.',
        );
      } else timer = setTimeout(() => void check(), intervalMs);
    };
    // A tab that comes back to the foreground asks at once; a hidden one does not ask at all.
    const onVisibilityChange = () => void check();
    page.addEventListener('visibilitychange', onVisibilityChange);

    receive((event) => {
      if (event.type !== 'session.userChanged') return;
      signedIn = event.signedIn;
      if (signedIn) {
        void session.join().catch((error: unknown) => log.error('joining the session failed', error));
        timer = setTimeout(() => void check(), intervalMs);
      } else {
        session.leave();
        clearTimeout(timer);
      }
    });
    return () => {
      unlisten();
      clearTimeout(timer);
      page.removeEventListener('visibilitychange', onVisibilityChange);
      session.close();
    };
  });
}
