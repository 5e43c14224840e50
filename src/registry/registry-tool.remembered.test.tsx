import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../machines/auth/auth.types';
import { registryListHandler } from '../../test/msw/handlers/registry';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { shownToasts } from '../platform/screen.test-support';
import { rememberedComponentKey } from './remembered-component';
import { partnerWiki, serviceDesk, startRegistryHarness, travelPolicy } from './registry-tool.test-support';

const person = (subject: string, groups: string[]): SessionUser => ({ subject, name: subject, groups: ['studio-rags', ...groups], expiresAt: 2_000_000_000 });
const alice = person('alice', ['studio-kb-travel', 'studio-kb-it']);
const aliceKey = rememberedComponentKey({ tenant: 'corporate', userId: 'alice' });

describe('the set component is remembered per user', () => {
  setupMswForSuite();

  it('set once, it is set again after a reload (its chat list loaded, chat mode open), for this user only', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk] }));
    const user = userEvent.setup();
    const storage = memoryKeyValueStore();
    await startRegistryHarness({ storage, user: alice });
    await user.click(await screen.findByRole('button', { name: 'IT service desk' }));
    await user.click(screen.getByRole('button', { name: 'Set IT service desk' }));
    await waitFor(async () => expect(await storage.get(aliceKey)).toEqual({ version: 1, key: 'it-service-desk_dev', title: 'IT service desk' }));

    cleanup();
    const reloaded = await startRegistryHarness({ storage, user: alice });
    expect(await screen.findByText('Set: IT service desk (dev)')).toBeInTheDocument();
    expect(reloaded.store.getState().registryChats?.component).toBe('it-service-desk_dev');
    expect(screen.getByRole('button', { name: 'Chat' })).toBeEnabled();

    cleanup();
    const carl = await startRegistryHarness({ storage, user: person('carl', ['studio-kb-it']) });
    expect(await screen.findByText('No component set. Set one to chat with it.')).toBeInTheDocument();
    expect(carl.store.getState().registryChats?.component ?? null).toBeNull();
  });

  it('no longer the user’s to use: it is dropped with a notice, nothing is set, and it stays forgotten', async () => {
    const storage = memoryKeyValueStore({ [aliceKey]: { version: 1, key: 'it-service-desk_dev', title: 'IT service desk' } });
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk] }));
    const { store } = await startRegistryHarness({ storage, user: person('alice', ['studio-kb-travel']) });
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'IT service desk, the component you set last, is not available to you any more. Set another one.' })),
    );
    expect(screen.getByText('No component set. Set one to chat with it.')).toBeInTheDocument();
    expect(store.getState().registryChats?.component ?? null).toBeNull();
    await waitFor(async () => expect(await storage.get(aliceKey)).toBeUndefined());
  });

  it('one remembered before it moved outside the allowlist is not set again: dropped with the same notice', async () => {
    const storage = memoryKeyValueStore({ [aliceKey]: { version: 1, key: 'partner-wiki_test', title: 'Partner wiki (external host)' } });
    mswServer.use(registryListHandler({ body: [travelPolicy, partnerWiki] }));
    const { store } = await startRegistryHarness({ storage, user: alice });
    await waitFor(() =>
      expect(shownToasts()).toContainEqual(expect.objectContaining({ title: 'Partner wiki (external host), the component you set last, is not available to you any more. Set another one.' })),
    );
    expect(store.getState().registryChats?.component ?? null).toBeNull();
    await waitFor(async () => expect(await storage.get(aliceKey)).toBeUndefined());
  });
});
