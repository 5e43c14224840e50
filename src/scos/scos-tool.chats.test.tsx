import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { deleteDocumentHandler, summarizationHandler, uploadHandler } from '../../test/msw/handlers/main';
import { recordRequests } from '../api/testing';
import { botApi, reply, startScosHarness } from './scos-tool.test-support';
import { storedListOf } from '../persistence/testing';

const welcome = { type: 'TEXT', message: 'Hello! How can I help?', chips: [{ label: 'Order status', value: 'order-status' }] };
const gallery = { type: 'CARD', data: { items: [{ title: 'Studio Phone', image: 'media/phone.svg' }, { title: 'Studio Tablet' }] } };
const picture = { type: 'MEDIA', data: { type: 'IMAGE', source: 'media/phone.svg', altText: 'A phone' } };
const chatsKey = 'SCOS_CHAT_HISTORY:alice';
const documentsKey = 'SCOS_UPLOADED_DOCS:alice';
const chatList = () => screen.getByRole('list', { name: 'Saved chats' });
const input = () => screen.getByRole('textbox', { name: /message/i });
const stored = async (storage: ReturnType<typeof memoryKeyValueStore>) =>
  ((await storedListOf(storage, chatsKey)) as { items: Array<{ sessionId: string; name: string | null; messages: unknown[] }> } | undefined)?.items ?? [];

function answering() {
  return botApi((message) => (message === 'hi' ? reply(welcome) : message === 'products' ? reply({ type: 'TEXT', message: 'Our picks:' }, gallery, picture) : reply({ type: 'TEXT', message: `You said ${message}.` })));
}

describe('the demo’s saved chats', () => {
  setupMswForSuite();

  it('a chat is saved under the demo’s own key per user; after a reload it opens again with its rich messages rendered, beside a second chat', async () => {
    answering();
    const first = await startScosHarness({ scos: { autoNameAt: 99 } });
    const { user, storage } = first;
    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New chat' })).toBeDisabled();
    await user.type(input(), 'products{Enter}');
    expect(await screen.findByRole('list', { name: '2 suggestions' })).toBeInTheDocument();
    await waitFor(async () => expect((await stored(storage))[0]?.messages).toHaveLength(5));
    expect(await storage.get('SCOS_CHAT_HISTORY')).toBeUndefined();
    expect(await storage.get('PRIVATE_CHAT_HISTORY:alice')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(await screen.findAllByText('Hello! How can I help?')).toHaveLength(1);
    await user.type(input(), 'second{Enter}');
    expect(await screen.findByText('You said second.')).toBeInTheDocument();
    await waitFor(async () => expect(await stored(storage)).toHaveLength(2));

    // The reload: a new page on the same storage.
    cleanup();
    await startScosHarness({ storage, scos: { autoNameAt: 99 } });
    await waitFor(() => expect(within(chatList()).getAllByRole('button')).toHaveLength(2));
    // The last changed chat opens; the first is a click away, its card gallery rendered as before.
    expect(await screen.findByText('You said second.')).toBeInTheDocument();
    await act(async () => within(chatList()).getAllByRole('button')[1]!.click());
    expect(await screen.findByRole('list', { name: '2 suggestions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enlarge image: A phone' })).toBeInTheDocument();
    // Answered: its chips stay cleared.
    expect(screen.queryByRole('button', { name: 'Order status' })).toBeNull();
    // A chat that opens is not read out again (only what arrives in it).
    expect(document.querySelector('.scos-messages ~ [role="status"]')).toHaveTextContent(/^$/);
  });

  it('rename (trimmed, not another chat’s name), delete with confirmation (the open chat gives way to the next), and an empty chat is pruned on switching', async () => {
    answering();
    const { user, storage } = await startScosHarness({ scos: { autoNameAt: 99 } });
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'one{Enter}');
    await screen.findByText('You said one.');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, '  Parcel  {Enter}');
    expect(within(chatList()).getByRole('button', { name: 'Parcel' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(screen.getAllByText('Hello! How can I help?')).toHaveLength(1));
    await waitFor(() => expect(within(chatList()).getAllByRole('button')).toHaveLength(2));
    // The new chat has the welcome only: switching away drops it.
    await user.click(within(chatList()).getByRole('button', { name: 'Parcel' }));
    await waitFor(() => expect(within(chatList()).getAllByRole('button')).toHaveLength(1));
    expect(screen.getByText('You said one.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(chatList()).getByRole('button', { name: 'Parcel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete chat' }));
    expect(screen.getByRole('dialog', { name: 'Delete “Parcel”?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // A new chat takes its place.
    await waitFor(() => expect(within(chatList()).queryByRole('button', { name: 'Parcel' })).toBeNull());
    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    await waitFor(async () => expect((await stored(storage)).map((chat) => chat.name)).not.toContain('Parcel'));
  });

  it('auto-naming at the configured count names the chat from the conversation (a summary of its lines)', async () => {
    answering();
    mswServer.use(summarizationHandler({ body: 'Parcel question' }));
    const { user } = await startScosHarness({ scos: { autoNameAt: 3 } });
    await screen.findByText('Hello! How can I help?');
    await user.type(input(), 'where is it{Enter}');
    expect(await within(chatList()).findByRole('button', { name: 'Parcel question' })).toBeInTheDocument();
  });

  it('on opening, chats older than 90 days are offered for download and removed on confirm', async () => {
    answering();
    const now = Date.UTC(2026, 10, 24);
    // The ages written out (90 days = 7,776,000,000 ms, 1 hour = 3,600,000 ms), so a wrong constant fails.
    const old = now - 7_776_000_001;
    const recent = now - 7_776_000_000 + 3_600_000;
    const storage = memoryKeyValueStore({
      [chatsKey]: {
        version: 1,
        deleted: {},
        items: [
          { sessionId: 'session_old', name: 'Ancient', messages: [{ from: 'user', text: 'old' }, { from: 'user', text: 'older' }], timeStamp: old, createdAt: old, documents: [] },
          { sessionId: 'session_recent', name: 'Recent', messages: [{ from: 'user', text: 'new' }, { from: 'user', text: 'newer' }], timeStamp: recent, createdAt: recent, documents: [] },
        ],
      },
    });
    const { user } = await startScosHarness({ storage, now: () => now });
    const dialog = await screen.findByRole('dialog', { name: 'Chats older than 90 days' });
    expect(within(dialog).getByRole('button', { name: 'Download: Ancient' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Download:/ })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete them' }));
    await waitFor(() => expect(within(chatList()).queryByRole('button', { name: 'Ancient' })).toBeNull());
    expect(within(chatList()).getByRole('button', { name: 'Recent' })).toBeInTheDocument();
    await waitFor(async () => expect((await stored(storage)).map((chat) => chat.sessionId)).not.toContain('session_old'));
  });

  it('a corrupt stored chat: a clear notice, the readable chats open, the raw record set aside and the documents untouched', async () => {
    answering();
    const now = Date.now();
    const documents = { version: 1, deleted: {}, items: [{ timeStamp: now, option: { label: 'invoice.pdf', value: 'h1' } }] };
    const storage = memoryKeyValueStore({
      [chatsKey]: {
        version: 1,
        deleted: {},
        items: [
          { sessionId: 'session_good', name: 'Good', messages: [{ from: 'bot', item: welcome, chips: true, disabled: false }, { from: 'user', text: 'hello' }], timeStamp: now, createdAt: now, documents: ['h1'] },
          { sessionId: 'session_bad', name: 'Bad', messages: [{ from: 'robot', text: 1 }, { from: 'user', text: 'kept' }], timeStamp: now - 10, createdAt: now - 10, documents: [] },
        ],
      },
      [documentsKey]: documents,
    });
    await startScosHarness({ storage });
    expect(await screen.findByRole('alert')).toHaveTextContent('Some saved chats could not be read');
    await waitFor(() => expect(within(chatList()).getAllByRole('button')).toHaveLength(2));
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(await storage.keys(`${chatsKey}.unreadable.`)).toHaveLength(1);
    expect(await storage.get(documentsKey)).toEqual(documents);
  });

  it('set-aside data the storage cannot give back is reported with the shared notice texts, not swallowed', async () => {
    answering();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryKeyValueStore({ [chatsKey]: '[{"sessionId": "s' });
    const { user } = await startScosHarness({ storage });
    expect(await screen.findByRole('alert')).toHaveTextContent('Some saved chats could not be read');
    storage.get = () => Promise.reject(new DOMException('The connection was lost.', 'UnknownError'));
    await user.click(screen.getByRole('button', { name: 'Download what could not be read' }));
    expect(await screen.findByText(/The set-aside data could not be read from the browser storage/)).toBeInTheDocument();
  });

  it('documents: an upload from the sidebar is kept in the demo’s own list and sent with the turns; deleting selected ones needs confirmation, stops sending them and deletes them on the server', async () => {
    const bot = answering();
    mswServer.use(uploadHandler({ body: { doc_hash: 'a'.repeat(64) } }), deleteDocumentHandler());
    const requests = recordRequests();
    const { user, storage } = await startScosHarness({ scos: { autoNameAt: 99 } });
    await screen.findByText('Hello! How can I help?');
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const panel = screen.getByRole('region', { name: 'Upload a document' });
    const chooser = panel.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(chooser, new File(['Invoice 4711'], 'invoice.txt', { type: 'text/plain' }));
    const documents = await screen.findByRole('group', { name: 'Documents' });
    expect(within(documents).getByRole('checkbox', { name: 'invoice.txt' })).toBeInTheDocument();
    await waitFor(async () => expect(await storage.get(documentsKey)).toMatchObject({ items: [{ option: { label: 'invoice.txt', value: 'a'.repeat(64) } }] }));
    await user.type(input(), 'one{Enter}');
    await screen.findByText('You said one.');
    expect(bot.calls.at(-1)!.body.request.data.documents).toEqual(['a'.repeat(64)]);

    await user.click(within(documents).getByRole('checkbox', { name: 'invoice.txt' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected documents' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete 1 document?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No documents uploaded')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname)).toEqual([`/v1/documents/${'a'.repeat(64)}`]),
    );
    await user.type(input(), 'two{Enter}');
    await screen.findByText('You said two.');
    expect(bot.calls.at(-1)!.body.request.data.documents).toEqual([]);
  });

  it('a document whose text the server cut is listed, and a warning says only the first 5,000,000 characters are used', async () => {
    answering();
    mswServer.use(uploadHandler({ body: { doc_hash: 'c'.repeat(64), text_truncated: true } }));
    const { user } = await startScosHarness({ scos: { autoNameAt: 99 } });
    await screen.findByText('Hello! How can I help?');
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const chooser = screen.getByRole('region', { name: 'Upload a document' }).querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(chooser, new File(['Akten'], 'akten.txt', { type: 'text/plain' }));
    const documents = await screen.findByRole('group', { name: 'Documents' });
    expect(within(documents).getByRole('checkbox', { name: 'akten.txt' })).toBeInTheDocument();
    expect(await screen.findByText('akten.txt was uploaded in part: only its first 5,000,000 characters are used.')).toBeInTheDocument();
    expect(screen.queryByText('akten.txt was uploaded.')).toBeNull();
  });

  it('the drop overlay: only while the bot has asked for a document; a dropped file is uploaded', async () => {
    botApi((message) => (message === 'hi' ? reply(welcome) : reply({ type: 'TEXT', message: 'Please send the invoice.', data: { execTrigger: { type: 'upload', data: { action: 'init' } } } })));
    mswServer.use(uploadHandler({ body: { doc_hash: 'b'.repeat(64) } }));
    const { user } = await startScosHarness({ scos: { autoNameAt: 99 } });
    await screen.findByText('Hello! How can I help?');
    const files = { types: ['Files'], files: [new File(['Invoice'], 'invoice.txt', { type: 'text/plain' })] };
    const messages = screen.getByRole('list', { name: 'Conversation' });
    fireEvent.dragEnter(messages, { dataTransfer: files });
    expect(screen.queryByText('Drop files to upload them')).toBeNull();

    await user.type(input(), 'upload{Enter}');
    expect(await screen.findByRole('region', { name: 'Upload a document' })).toBeInTheDocument();
    fireEvent.dragEnter(screen.getByRole('list', { name: 'Conversation' }), { dataTransfer: files });
    expect(screen.getByText('Drop files to upload them')).toBeInTheDocument();
    fireEvent.drop(screen.getByRole('list', { name: 'Conversation' }), { dataTransfer: files });
    expect(await screen.findByText('invoice.txt was uploaded.')).toBeInTheDocument();
    expect(screen.queryByText('Drop files to upload them')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upload a document' })).toBeNull();
  });
});
