import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { localConfig } from '../../../test/fixtures/runtime-config';
import { PlatformProvider } from '../../platform/platform';
import { startTestPlatform } from '../../platform/testing';
import { UserMenu } from './UserMenu';

async function openMenu({ idpSetting = 'dev' as 'dev' | 'prod' } = {}) {
  const warn = vi.spyOn(console, 'warn');
  onTestFinished(() => warn.mockRestore());
  const { platform } = await startTestPlatform({ config: { ...localConfig(), idpSetting } });
  const switchProvider = vi.spyOn(platform.commands, 'switchProvider');
  render(
    <Provider store={platform.store}>
      <I18nextProvider i18n={platform.i18n}>
        <PlatformProvider value={platform}>
          <MemoryRouter>
            <UserMenu userName="Alice" groups={['studio-trial']} onTakeAlong={() => undefined} />
          </MemoryRouter>
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'User menu: Alice' }));
  return { user, switchProvider, warn, platform };
}

describe('the user menu', () => {
  it('opens without React Aria\'s deprecation warnings', async () => {
    const { warn } = await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/deprecated/);
  });

  it('asks before the developers\' provider switch signs the user out; Cancel keeps the session', async () => {
    const { user, switchProvider } = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Test the trial provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test the trial provider?' });
    expect(dialog).toHaveTextContent('you are signed out here');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(switchProvider).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'User menu: Alice' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Test the trial provider' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out and switch' }));
    expect(switchProvider).toHaveBeenCalledWith('dev');
  });

  it('"Show Release Notes" (home route) sets the flag to show them at start and reloads the page (platform.md §4)', async () => {
    const { user, platform } = await openMenu();
    expect(platform.store.getState().releaseNotes.showReleaseNotes).toBe(false);
    await user.click(screen.getByRole('menuitem', { name: 'Show Release Notes' }));
    expect(platform.store.getState().releaseNotes).toMatchObject({ showReleaseNotes: true, open: false });
    // The studio settles its tools, writes the preferences, then reloads: its reloading state.
    await waitFor(() => expect(platform.studio.getSnapshot().matches('reloading')).toBe(true));
  });

  it('offers no provider switch outside the dev setting', async () => {
    await openMenu({ idpSetting: 'prod' });
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Test the trial provider' })).toBeNull();
  });
});
