import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SessionUser } from '../../machines/auth/auth.types';
import { componentChatHandler, componentPassageHandler, examplePassage, registryListHandler } from '../../test/msw/handlers/registry';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { registryListKey } from './registry-lists';
import { rememberedComponentKey } from './remembered-component';
import { startRegistryHarness, travelPolicy } from './registry-tool.test-support';
import { storedListOf } from '../persistence/testing';

const alice: SessionUser = { subject: 'alice', name: 'alice', groups: ['studio-rags', 'studio-kb-travel'], expiresAt: 2_000_000_000 };
const hotels = {
  document: 'Travel policy',
  section: 'Hotels',
  passage: 'The hotel limit is 120 euros per night.',
  verified: true,
  location: { documentId: 'travel-policy.en', start: 310, end: 349 },
};
const trains = { document: 'Travel policy', section: 'Trains', passage: 'Trains first.', verified: false, unverifiedReason: 'passage-not-found' };
const taxis = { document: 'Old policy', section: 'Taxis', passage: 'Taxis only at night.' };
const answerLines = [contentChunk('Up to 120 euros.'), { ...doneChunk, sources: [hotels, trains, taxis] }];

async function askTravelPolicy(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Travel policy' }));
  await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
  await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hotel limit?{Enter}');
  return within(await screen.findByRole('grid', { name: 'Sources of this answer' })).getAllByRole('row');
}

describe('registry sources you can check', () => {
  setupMswForSuite();

  it('marks each source as its component said, opens a verified one at its passage from the keyboard, and Escape returns to it', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy] }), componentChatHandler(travelPolicy.Url, { lines: answerLines }), componentPassageHandler(travelPolicy.Url));
    const requests = recordRequests();
    // As in Chromium 156: scrollIntoView returns a promise (which must not become an effect's cleanup).
    const scrolled = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup();
    await startRegistryHarness({ user: alice });

    const rows = await askTravelPolicy(user);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Travel policy · Hotels VerifiedThe hotel limit is 120 euros per night. Show in the document',
      'Travel policy · Trains Not verified: this passage is not in the document word for wordTrains first.',
      'Old policy · TaxisTaxis only at night.',
    ]);

    // An unverified source has no place to open.
    rows[1]!.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();

    rows[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Travel policy · Hotels' });
    const marked = await within(dialog).findByText('The hotel limit is 120 euros per night.', { selector: 'mark' });
    expect(marked.parentElement?.textContent).toBe(`${examplePassage.text}…`);
    expect(scrolled.mock.contexts).toContain(marked);
    const asked = requests.find((request) => request.url.includes('/v1/documents/'))!;
    expect(asked.url).toBe(`${travelPolicy.Url}/v1/documents/travel-policy.en/passage?start=310&end=349`);
    expect(asked.headers.get('authorization')).toMatch(/^Bearer /);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(rows[0]));
  });

  it.each([
    [403, 'You may no longer use this component, so its documents cannot be opened. Ask its contact for access.', false],
    [404, 'The component no longer has this document.', false],
    [500, 'The passage could not be loaded. Check your connection and try again.', true],
  ] as const)('a %i for the passage is told in words, with Try again only where it can help', async (status, words, retries) => {
    mswServer.use(
      registryListHandler({ body: [travelPolicy] }),
      componentChatHandler(travelPolicy.Url, { lines: answerLines }),
      componentPassageHandler(travelPolicy.Url, { status, detail: 'refused' }),
    );
    const user = userEvent.setup();
    await startRegistryHarness({ user: alice });
    const [verified] = await askTravelPolicy(user);
    await user.click(verified!);
    const dialog = await screen.findByRole('dialog', { name: 'Travel policy · Hotels' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).queryByRole('button', { name: 'Try again' }) !== null).toBe(retries);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the marks are stored with the answer and are the same after a reload', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy] }), componentChatHandler(travelPolicy.Url, { lines: answerLines }), componentPassageHandler(travelPolicy.Url));
    const user = userEvent.setup();
    const storage = memoryKeyValueStore();
    const { tool } = await startRegistryHarness({ storage, user: alice });
    const before = (await askTravelPolicy(user)).map((row) => row.textContent);
    tool.history.send({ type: 'history.flush' });
    await waitFor(async () => {
      const stored = (await storedListOf(storage, registryListKey({ tenant: 'corporate', userId: 'alice' }))) as { items: { messages: { sources?: unknown }[] }[] } | undefined;
      expect(stored?.items[0]?.messages[1]?.sources).toEqual([hotels, trains, taxis]);
    });

    // The component set is remembered too (item 2): the reload opens its chat mode.
    await waitFor(async () => expect(await storage.get(rememberedComponentKey({ tenant: 'corporate', userId: 'alice' }))).toBeDefined());

    cleanup();
    await startRegistryHarness({ storage, user: alice });
    await screen.findByText('Set: Travel policy (dev)');
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    await user.click(await screen.findByRole('button', { name: /Chats with this component/ }));
    await user.click(await screen.findByRole('option', { name: 'Hotel limit?' }));
    const rows = within(await screen.findByRole('grid', { name: 'Sources of this answer' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(before);
    await user.click(rows[0]!);
    expect(await screen.findByText('The hotel limit is 120 euros per night.', { selector: 'mark' })).toBeInTheDocument();
  });
});
