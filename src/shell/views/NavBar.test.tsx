import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OriginKey } from '../../../contracts/runtime-config';
import { PlatformProvider } from '../../platform/platform';
import { startTestPlatform } from '../../platform/testing';
import { NavBar } from './NavBar';

/** The bar on `origin` with nobody signed in (sign-in switched on). */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

async function showBar(origin: OriginKey = 'corporate1') {
  const { platform } = await startTestPlatform({ origin, user: null });
  render(
    <Provider store={platform.store}>
      <I18nextProvider i18n={platform.i18n}>
        <PlatformProvider value={platform}>
          <MemoryRouter initialEntries={['/', '/guidelines']} initialIndex={1}>
            <NavBar />
            <Address />
          </MemoryRouter>
        </PlatformProvider>
      </I18nextProvider>
    </Provider>,
  );
  return platform;
}

describe('the navigation bar (platform.md §2)', () => {
  it('in order: back button, app area, nav items, language, separator, then Log in (outline) while nobody is signed in', async () => {
    await showBar();
    const bar = document.querySelector('header.navbar')!;
    const parts = [...bar.children].map((part) =>
      part.matches('button.back') ? 'back' : part.matches('a.app-area') ? 'app' : part.matches('nav') ? 'nav' : part.matches('.separator') ? 'separator' : part.textContent?.trim(),
    );
    expect(parts[0]).toBe('back');
    expect(parts[1]).toBe('app');
    expect(parts[2]).toBe('nav');
    expect(parts.slice(3)).toEqual([expect.stringMatching(/^EN/i), 'separator', 'Log in']);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveClass('outline');
  });

  it('Log in starts the sign-in, to come back to the page it was pressed on', async () => {
    const platform = await showBar();
    const auth = platform.studio.getSnapshot().children.auth!;
    const told = vi.spyOn(auth, 'send');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(told).toHaveBeenCalledWith({ type: 'auth.login', returnTo: '/guidelines' });
  });

  it('the trial origin shows its logo, named by its app name', async () => {
    await showBar('trial');
    expect(screen.getByRole('img', { name: 'Studio Trial' })).toHaveAttribute('src', '/logo-trial.svg');
  });

  it('a corporate origin without a logo shows the app name', async () => {
    await showBar('corporate1');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/');
  });

  describe('the back button', () => {
    afterEach(() => window.history.replaceState(null, ''));

    it('with a page of the studio to go back to, goes back to it', async () => {
      // The router numbers its own entries (idx); 1: the studio made one before this page.
      window.history.replaceState({ idx: 1 }, '');
      await showBar();
      const back = screen.getByRole('button', { name: 'Back' });
      expect(back).toBeEnabled();
      await userEvent.setup().click(back);
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/$/);
    });

    it('on the page the studio was opened on, is not offered (the provider or another site is behind it)', async () => {
      window.history.replaceState({ idx: 0 }, '');
      await showBar();
      const back = document.querySelector('header.navbar button.back')!;
      expect(back).toBeDisabled();
      expect(back).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/guidelines');
    });
  });
});
