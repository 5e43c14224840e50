import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localConfigJson } from '../../test/fixtures/runtime-config';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { bootstrap, type StartedStudio } from './bootstrap';

const configUrl = new URL('/config.json', window.location.href).href;

/** redux-persist's format: every field JSON-encoded once more. */
function seedPersisted(key: string, state: Record<string, unknown>) {
  const encoded = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, JSON.stringify(v)]));
  localStorage.setItem(key, JSON.stringify({ ...encoded, _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
}
/** The chat's code loads when its route is first entered (its own chunk; in a test, its modules transform first). */
const toolLoaded = { timeout: 10_000 };
const releaseNotesSeen = () => seedPersisted('aiStudioVersion', { version: __APP_VERSION__, showReleaseNotes: false, optedOut: false });

describe('start-up', () => {
  setupMswForSuite();
  let started: StartedStudio | undefined;
  afterEach(async () => {
    act(() => started?.root.unmount());
    // Its writes end here: one still pending would land on the next scenario's seeded storage
    // (an earlier start's "version: null" over the next one's "seen" showed the release notes).
    await started?.persistor.flush();
    started?.persistor.pause();
    started = undefined;
    document.body.innerHTML = '';
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  async function start() {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      started = await bootstrap(container);
    });
  }

  it('a missing configuration file shows a readable error screen, not a blank page', async () => {
    mswServer.use(http.get(configUrl, () => new HttpResponse(null, { status: 404 })));
    await start();
    expect(await screen.findByRole('heading', { name: 'The studio cannot start' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('the file could not be loaded (HTTP 404)');
  });

  it('an invalid configuration names the problem', async () => {
    const json = localConfigJson();
    json.idpSetting = 'staging';
    mswServer.use(http.get(configUrl, () => HttpResponse.json(json)));
    await start();
    expect(await screen.findByText('idpSetting must be one of "dev", "prod"')).toBeInTheDocument();
  });

  it('with authentication disabled the studio opens without sign-in, titled by its origin', async () => {
    releaseNotesSeen();
    const json = localConfigJson();
    json.auth = { enabled: false };
    mswServer.use(http.get(configUrl, () => HttpResponse.json(json)));
    await start();
    // No dialog over the page: the release notes were marked seen.
    expect(await screen.findByRole('heading', { name: 'Chat'}, toolLoaded)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message'})).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in'})).not.toBeInTheDocument();
    // The product's name as the title; the environment is a badge beside the name, not part of it.
    expect(document.title).toBe('Studio');
    expect(document.querySelector('.app-area .environment-badge')).toHaveTextContent('development');
  });

  it('with authentication disabled an address that looks like a sign-in callback opens the page it names', async () => {
    releaseNotesSeen();
    const json = localConfigJson();
    json.auth = { enabled: false };
    mswServer.use(http.get(configUrl, () => HttpResponse.json(json)));
    window.history.replaceState(null, '', '/guidelines?code=from-elsewhere&state=unknown');
    await start();
    expect(await screen.findByRole('heading', { name: 'Usage guidelines'}, toolLoaded)).toBeInTheDocument();
    expect(screen.queryByText('Signing you in…')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/guidelines');
  });

  it('starts in the persisted language', async () => {
    seedPersisted('locale', { current: 'de-DE' });
    releaseNotesSeen();
    const json = localConfigJson();
    json.auth = { enabled: false };
    mswServer.use(http.get(configUrl, () => HttpResponse.json(json)));
    await start();
    expect(await screen.findByRole('button', { name: 'Neuer Chat' }, toolLoaded)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('the first start shows the release notes on the home page; "Don\'t show anymore" is stored', async () => {
    const json = localConfigJson();
    json.auth = { enabled: false };
    mswServer.use(http.get(configUrl, () => HttpResponse.json(json)));
    await start();
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    expect(dialog).toHaveTextContent('Release of 08/05/25');
    await act(async () => screen.getByRole('button', { name: "Don't show anymore" }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => {
      const stored = JSON.parse(localStorage.getItem('aiStudioVersion') ?? '{}') as { showReleaseNotes?: string };
      expect(stored.showReleaseNotes).toBe('false');
    });
  });
});
