import { providerToggled } from '../../store/idp-switch.slice';
import { releaseNotesAcknowledged, releaseNotesOptedOut, releaseNotesRequested } from '../../store/release-notes.slice';
import type { AppStore } from '../../store/store';
import { toastClosed } from '../../store/toasts.slice';
import type { StudioActor } from '../platform/studio-actor';

/** What the shell's views (navigation, user menu, release notes, toasts) do: they call these, never the store. */
export interface ShellCommands {
  /** Signs out once the tools have settled (answers kept, histories written). */
  logout(): void;
  /** platform.md §4: sets the release-notes flag and reloads the page. */
  showReleaseNotes(): void;
  acknowledgeReleaseNotes(): void;
  optOutOfReleaseNotes(): void;
  /** platform.md §2: the identity-provider test switch changes from the provider in use (`from`) to the other, and logs out. */
  switchProvider(from: 'dev' | 'branded'): void;
  closeToast(id: string): void;
}

export function shellCommands(store: Pick<AppStore, 'dispatch'>, studio: Pick<StudioActor, 'send'>): ShellCommands {
  return {
    logout: () => studio.send({ type: 'studio.logout' }),
    showReleaseNotes() {
      store.dispatch(releaseNotesRequested());
      studio.send({ type: 'studio.reload' });
    },
    acknowledgeReleaseNotes: () => store.dispatch(releaseNotesAcknowledged()),
    optOutOfReleaseNotes: () => store.dispatch(releaseNotesOptedOut()),
    switchProvider(from) {
      store.dispatch(providerToggled(from));
      studio.send({ type: 'studio.logout' });
    },
    closeToast: (id) => store.dispatch(toastClosed(id)),
  };
}
