import { log } from '../../platform/log';
import { fromCallback } from 'xstate';
import type { SessionActorEvent } from '../../../machines/studio/session-protocol';
import type { ProviderSessionState } from './provider-session-check';
import type { SessionCoordinator } from './session-coordinator';

/** platform.md §9: the session check runs every 2 s (while the tab is visible). */
export const sessionCheckIntervalMs = 2_000;

export interface SessionLinkOptions {
  /** The provider's session, asked silently; absent where the provider cannot be framed (the trial origin). */
  checkProvider?: () => Promise<ProviderSessionState>;
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
      sendBack(notice.type === 'tokensAdopted' ? { type: 'session.tokensAdopted', expiresAt: notice.expiresAt } : { type: 'session.signedOutElsewhere' }),
    );

    let signedIn = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checking = false;
    const check = async () => {
      clearTimeout(timer);
      if (!signedIn || !checkProvider || checking || page.visibilityState === 'hidden') return;
      checking = true;
      const state = await checkProvider().catch(() => 'unknown' as const);
      checking = false;
      if (!signedIn) return;
      if (state === 'ended') sendBack({ type: 'session.endedAtProvider' });
      else timer = setTimeout(() => void check(), intervalMs);
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
