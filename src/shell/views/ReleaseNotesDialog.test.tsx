import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { Storage } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { appStarted } from '../../../store/release-notes.slice';
import { PlatformProvider } from '../../platform/platform';
import { startTestPlatform } from '../../platform/testing';
import type { OriginKey } from '../../../contracts/runtime-config';
import { initI18n } from '../../i18n/i18n';
import { ReleaseNotesDialog } from './ReleaseNotesDialog';

const noStorage: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };

/** A first start of this version on `origin`: the record says the notes are due. */
async function firstStart(origin: OriginKey, locale: 'en-US' | 'de-DE' = 'en-US') {
  const { platform } = await startTestPlatform({ origin, storeOptions: { storage: noStorage } });
  const { store } = platform;
  store.dispatch(appStarted('1.2.0'));
  const i18n = await initI18n(locale);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PlatformProvider value={platform}>
          <ReleaseNotesDialog />
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

describe('the release notes dialog (platform.md §3)', () => {
  it('shows the release of 2025-08-05 with its three features; OK closes it for now (shown again at the next start)', async () => {
    const { store, user } = await firstStart('development');
    const dialog = screen.getByRole('dialog', { name: "What's new" });
    expect(dialog).toHaveTextContent('Release of 08/05/25');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The chat sidebar can now be resized.',
      'Chat messages can now be edited.',
      'New features for role owners.',
    ]);

    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().releaseNotes).toMatchObject({ showReleaseNotes: true, optedOut: false, open: false });
  });

  it('"Don\'t show anymore" closes it for this version; a new version shows its notes again', async () => {
    const { store, user } = await firstStart('development');
    await user.click(screen.getByRole('button', { name: "Don't show anymore" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().releaseNotes).toMatchObject({ showReleaseNotes: false, optedOut: true, open: false });
    act(() => void store.dispatch(appStarted('1.3.0')));
    expect(store.getState().releaseNotes).toMatchObject({ showReleaseNotes: true, optedOut: false, open: true });
  });

  it('is in German for a German reader', async () => {
    await firstStart('development', 'de-DE');
    expect(screen.getByRole('dialog')).toHaveTextContent('Die Seitenleiste im Chat');
  });

  it('is not shown on the trial origin: release notes are for the internal variant only (platform.md §1, §6)', async () => {
    await firstStart('trial');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
