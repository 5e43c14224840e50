import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { componentChatHandler, registryListHandler } from '../../test/msw/handlers/registry';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { shownToasts } from '../platform/screen.test-support';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { registryListKey } from './registry-lists';
import { partnerWiki, serviceDesk, startRegistryHarness, travelPolicy } from './registry-tool.test-support';
import { storedListOf } from '../persistence/testing';

const sources = [
  { document: 'Travel policy', section: 'Hotels', passage: 'Hotels up to 120 EUR a night in Germany.' },
  { document: 'Travel policy', section: 'Approval', passage: 'Every trip is approved before it is booked.' },
];
const answerLines = [contentChunk('Bis zu 120 EUR '), contentChunk('pro Nacht.'), { ...doneChunk, sources }];

async function openCard(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^▸?\\s*${title}`) }));
}

/** The screen reader's copy of an answer (the polite region): not the answer on screen. */
const heardOnly = '.answer-announcer *';

describe('the retrieval-chat registry (real registry tool, msw)', () => {
  setupMswForSuite();

  it('registry mode: the cards show health, last indexing, mailto only from a valid address and the untrusted entry with a warning; the search filters', async () => {
    // A health whose indexing date is no date at all: "3" must not become the year 2003.
    const serviceDeskIndexedAt3 = { ...serviceDesk, Health: { ok: false, indexedAt: '3' } };
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDeskIndexedAt3, partnerWiki] }));
    const user = userEvent.setup();
    await startRegistryHarness();

    const travelHeader = await screen.findByRole('button', { name: 'Travel policy' });
    expect(travelHeader).toHaveAttribute('aria-expanded', 'false');
    await openCard(user, 'Travel policy');
    expect(travelHeader).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'travel@example.com' })).toHaveAttribute('href', 'mailto:travel@example.com');
    // tools.md §2: the card's description, environment and contact name, each under its label.
    const travelCard = travelHeader.closest<HTMLElement>('.registry-card')!;
    expect(within(travelCard).getByText('Answers from the travel policy.')).toBeVisible();
    const fact = (label: string) => within(travelCard).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Environment')).toHaveTextContent(/^dev$/);
    expect(fact('Contact')).toHaveTextContent(/^Tara Reis$/);
    expect(screen.getByText(/Answers · documents indexed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Travel policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'To chat with Travel policy' })).toBeInTheDocument();
    // One visible heading for the page: the list's own is there to be found, not seen twice.
    expect(screen.getByRole('heading', { level: 1, name: 'Retrieval-chat registry' })).not.toHaveClass('sr-only');
    expect(screen.getByRole('heading', { level: 2, name: 'Components' })).toHaveClass('sr-only');

    await openCard(user, 'IT service desk');
    expect(screen.getByText('servicedesk@example.com?cc=everyone@example.com (not a valid address)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /servicedesk/ })).toBeNull();
    expect(screen.getByText('Not answering · documents indexed: unknown')).toBeInTheDocument();
    expect(screen.getAllByText(/^Not answering/)).toHaveLength(2);

    await openCard(user, 'Partner wiki');
    expect(screen.getByText(/outside the studio's allowlist/)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search components' }), 'travel');
    expect(screen.getByRole('button', { name: 'Travel policy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'IT service desk' })).toBeNull();
    // Chat mode needs a set component.
    expect(screen.getByRole('button', { name: 'Chat' })).toBeDisabled();
  });

  it('chat mode: the question goes to the component after the wait, the answer shows its sources as a list, and the chat is stored under ragStudioChatHistory with its component', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk] }), componentChatHandler(travelPolicy.Url, { lines: answerLines }));
    const requests = recordRequests();
    const user = userEvent.setup();
    const { store, storage, tool } = await startRegistryHarness();

    await openCard(user, 'Travel policy');
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    expect(await screen.findByRole('heading', { name: 'Chat with Travel policy' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Wie teuer darf ein Hotel sein?{Enter}');
    const list = await screen.findByRole('grid', { name: 'Sources of this answer' });
    expect(within(list).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Travel policy · HotelsHotels up to 120 EUR a night in Germany.',
      'Travel policy · ApprovalEvery trip is approved before it is booked.',
    ]);
    expect(screen.getByText('Bis zu 120 EUR pro Nacht.', { ignore: heardOnly })).toBeInTheDocument();
    // Keyboard reachable: Tab lands in the list.
    list.querySelector<HTMLElement>('[role="row"]')!.focus();
    expect(document.activeElement?.closest('[role="grid"]')).toBe(list);

    const sent = requests.find((request) => request.url === `${travelPolicy.Url}/v1/chat/stream`)!;
    expect(sent.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await sent.clone().json()).toEqual({ messages: [{ role: 'user', content: 'Wie teuer darf ein Hotel sein?' }], documents: [] });

    tool.history.send({ type: 'history.flush' });
    await waitFor(async () => {
      const stored = (await storedListOf(storage, registryListKey({ tenant: 'corporate', userId: null }))) as { items: { component: string; messages: unknown[] }[] };
      expect(stored.items).toEqual([
        expect.objectContaining({
          component: 'travel-policy_dev',
          messages: [
            { role: 'user', content: 'Wie teuer darf ein Hotel sein?' },
            { role: 'assistant', content: 'Bis zu 120 EUR pro Nacht.', sources },
          ],
        }),
      ]);
    });
    expect(store.getState().registryChats?.component).toBe('travel-policy_dev');
  });

  it('setting another component in the chat menu shows its chats and clears the current chat', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk] }), componentChatHandler(travelPolicy.Url, { lines: answerLines }));
    const user = userEvent.setup();
    const { store } = await startRegistryHarness();
    await openCard(user, 'Travel policy');
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hotel?{Enter}');
    await screen.findByRole('grid', { name: 'Sources of this answer' });

    await user.click(screen.getByRole('button', { name: /Endpoint/ }));
    await user.click(await screen.findByRole('option', { name: 'IT service desk (dev)' }));
    expect(await screen.findByRole('heading', { name: 'Chat with IT service desk' })).toBeInTheDocument();
    expect(screen.queryByText('Bis zu 120 EUR pro Nacht.', { ignore: heardOnly })).toBeNull();
    expect(store.getState().registryChats?.activeSessionId).toBeNull();

    // Back to the travel policy: its chat is listed again.
    await user.click(screen.getByRole('button', { name: /Endpoint/ }));
    await user.click(await screen.findByRole('option', { name: 'Travel policy (dev)' }));
    await user.click(await screen.findByRole('button', { name: /Chats with this component/ }));
    await user.click(await screen.findByRole('option', { name: 'Hotel?' }));
    expect(await screen.findByText('Bis zu 120 EUR pro Nacht.', { ignore: heardOnly })).toBeInTheDocument();
  });

  it('the untrusted entry: offered neither Set nor To chat, never set (nor remembered), and a send is refused with no request to its host', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy, partnerWiki] }));
    const requests = recordRequests();
    const user = userEvent.setup();
    const { tool, store } = await startRegistryHarness();
    await openCard(user, 'Partner wiki');
    expect(screen.getByText(/you cannot chat with it here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'To chat with Partner wiki (external host)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set Partner wiki (external host)' })).toBeNull();

    // Asked anyway (a stale view, a script): nothing is set, the page stays in registry mode.
    tool.commands.chatWith('partner-wiki_test');
    tool.commands.setComponent('partner-wiki_test');
    expect(tool.catalogue.getSnapshot().context.component).toBeNull();
    expect(tool.catalogue.getSnapshot().matches({ mode: 'registry' })).toBe(true);
    expect(store.getState().registryChats?.component ?? null).toBeNull();
    tool.commands.send('Anything?');
    expect(requests.filter((request) => request.url.startsWith('http://127.0.0.1:4999'))).toEqual([]);

    // The chat menu's endpoint selector does not list it either.
    await openCard(user, 'Travel policy');
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    await user.click(await screen.findByRole('button', { name: /Endpoint/ }));
    expect(within(await screen.findByRole('listbox')).queryByRole('option', { name: /Partner wiki/ })).toBeNull();
  });

  it.each([
    [500, 'The answer failed (status 500)'],
    [429, 'The answer failed (status 429)'],
  ])('a %i from the component: the generic toast and message (tools.md §8 "Retrieval chat")', async (status, title) => {
    mswServer.use(registryListHandler({ body: [travelPolicy] }), componentChatHandler(travelPolicy.Url, { status: status as 500, detail: 'broken' }));
    const user = userEvent.setup();
    await startRegistryHarness();
    await openCard(user, 'Travel policy');
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hotel?{Enter}');
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ title })));
    expect(screen.getAllByText('Oops! Something went wrong while processing your request...').length).toBeGreaterThan(0);
  });

  it('a 410 from the component: the toast carries the detail, as in the chat', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy] }), componentChatHandler(travelPolicy.Url, { status: 410, detail: 'The index was rebuilt.' }));
    const user = userEvent.setup();
    await startRegistryHarness();
    await openCard(user, 'Travel policy');
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hotel?{Enter}');
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ description: expect.stringContaining('The index was rebuilt.') })));
  });

  it('a backend listing every component: the signed-in user sees only those whose Role names one of their groups, by whole name', async () => {
    mswServer.use(registryListHandler({ body: [travelPolicy, serviceDesk, partnerWiki] }));
    await startRegistryHarness({
      // Travel as a directory name; "studio-kb-it-archive" merely contains the service desk's Role.
      user: { subject: 'dora', name: 'Dora Dietz', groups: ['studio-rags', 'cn=studio-kb-travel,ou=groups', 'studio-kb-it-archive'], expiresAt: 2_000_000_000 },
    });

    expect(await screen.findByRole('button', { name: 'Travel policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partner wiki (external host)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'IT service desk' })).toBeNull();
  });

  it('a list that cannot be read says so and loads again on retry', async () => {
    mswServer.use(registryListHandler({ status: 500, detail: 'down' } as never));
    const user = userEvent.setup();
    await startRegistryHarness();
    expect(await screen.findByText('The registry could not be loaded.')).toBeInTheDocument();
    mswServer.use(registryListHandler({ body: [travelPolicy] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Travel policy/ })).toBeInTheDocument();
  });

  it('a stored list it cannot fully read: the readable chats stay, the rest is set aside, and the chat mode says so (the same persistence as the chat)', async () => {
    const storage = memoryKeyValueStore();
    const key = registryListKey({ tenant: 'corporate', userId: null });
    const good = { sessionId: 'session_a', component: 'travel-policy_dev', name: 'Hotel?', timeStamp: 2, createdAt: 1, documents: [], messages: [{ role: 'user', content: 'Hotel?' }] };
    await storage.set(key, { version: 1, items: [good, { broken: true }], deleted: {} });
    mswServer.use(registryListHandler({ body: [travelPolicy] }));
    const user = userEvent.setup();
    const { store } = await startRegistryHarness({ storage });
    await openCard(user, 'Travel policy');
    await user.click(screen.getByRole('button', { name: 'To chat with Travel policy' }));
    expect(await screen.findByText('Some saved chats could not be read')).toBeInTheDocument();
    expect(store.getState().registryChats?.items.map((chat) => chat.sessionId)).toEqual(['session_a']);
    expect(await storage.keys(`${key}.unreadable.`)).toHaveLength(1);
  });
});
