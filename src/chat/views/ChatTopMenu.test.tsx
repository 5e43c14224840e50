import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Chat, UploadedDocument } from '../../../domain/chat';
import { selectActiveChat } from '../../../store/chats.slice';
import { startChatHarness } from '../chat-tool.test-support';
import { downloadText } from '../../browser/clipboard';
import { ChatTopMenu } from './ChatTopMenu';
import { useChatTool } from '../chat-tool-context';
import { useChatDialogs } from './use-chat-dialogs';
import { ToolLayout } from '../../shell/views/ToolLayout';

// The browser download itself (Blob URL, link click) is not what these scenarios are about.
vi.mock('../../browser/clipboard', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../browser/clipboard')>()), downloadText: vi.fn() }));

const t0 = 1_800_000_000_000;
const chat = (sessionId: string, name: string | null, texts: string[], age = 0): Chat => ({
  sessionId,
  name,
  messages: texts.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content })),
  timeStamp: t0 - age,
  createdAt: t0 - age,
  documents: [],
});
const budget = chat('session_budget', 'Budget', ['What are the quarterly numbers?', 'Revenue grew by 4 %.']);
const holiday = chat('session_holiday', 'Holiday', ['Where do flamingos live?', 'In warm lagoons.'], 1000);
const doc = (label: string, value: string): UploadedDocument => ({ timeStamp: t0, option: { label, value } });

/** The top menu wired as the chat page wires it: the page's commands, the real chat tool. */
function TopMenuOnPage({ onDeleteDocuments, canOpenRegistry = false }: { onDeleteDocuments?: (hashes: string[]) => void; canOpenRegistry?: boolean }) {
  const { commands } = useChatTool();
  const dialogs = useChatDialogs();
  const { pathname } = useLocation();
  return (
    <>
      <ToolLayout tool="chat" className="chat-page" panel={null} openButton="tool">
        <ChatTopMenu onNewChat={commands.newChat} onUpload={() => {}} onChatAction={dialogs.chatAction} onDeleteDocuments={onDeleteDocuments} canOpenRegistry={canOpenRegistry} />
      </ToolLayout>
      <output aria-label="Address">{pathname}</output>
    </>
  );
}

beforeEach(() => {
  vi.mocked(downloadText).mockClear();
});

async function renderTopMenu({
  chats = [budget, holiday],
  documents = [] as UploadedDocument[],
  onDeleteDocuments = undefined as ((hashes: string[]) => void) | undefined,
  canOpenRegistry = false,
} = {}) {
  const { store } = await startChatHarness({
    preloadedState: { chats: { items: chats, activeSessionId: chats[0]?.sessionId ?? null }, documents: { items: documents } },
    ui: () => <TopMenuOnPage onDeleteDocuments={onDeleteDocuments} canOpenRegistry={canOpenRegistry} />,
  });
  return { store, user: userEvent.setup() };
}

describe('chat top menu', () => {
  it('a word found only in a message finds its chat, and picking the result opens that chat', async () => {
    const { store, user } = await renderTopMenu();
    const search = screen.getByRole('combobox', { name: 'Search chats' });
    await user.type(search, 'flamingo');
    const results = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(results).toHaveLength(1);
    expect(results[0]).toHaveAccessibleName('Holiday');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selectActiveChat(store.getState())?.sessionId).toBe('session_holiday');
    expect(search).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a search that matches nothing says so', async () => {
    const { user } = await renderTopMenu();
    await user.type(screen.getByRole('combobox', { name: 'Search chats' }), 'zebra');
    expect(screen.getByText('No chat matches your search')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Budget|Holiday/ })).not.toBeInTheDocument();
  });

  it('the dropdown button lists the latest chats; with 2,000 matches the first 50 are listed, with the count', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => chat(`session_${i}`, `Report ${i}`, ['monthly report'], i));
    const { user } = await renderTopMenu({ chats: many });
    await user.click(screen.getByRole('button', { name: /^Show chats/ }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(50);
    expect(options[0]).toHaveAccessibleName('Report 0');
    expect(screen.getByText('Showing 50 of 2,000 chats. Type more to narrow the list.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search chats' }), 'report 1999');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^Report 1999/)]);
  });

  it('ticking a document in the selector makes the active chat use it', async () => {
    const { store, user } = await renderTopMenu({ documents: [doc('offer.pdf', 'hash_offer'), doc('prices.xlsx', 'hash_prices')] });
    await user.click(screen.getByRole('button', { name: /Documents as context/ }));
    const selector = screen.getByRole('dialog', { name: 'Documents as context' });
    await user.click(within(selector).getByRole('checkbox', { name: 'prices.xlsx' }));
    expect(selectActiveChat(store.getState())?.documents).toEqual(['hash_prices']);
    expect(within(selector).getByRole('checkbox', { name: 'prices.xlsx' })).toBeChecked();
    // No confirmation to ask through: no delete.
    expect(within(selector).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('deleting from the selector hands that document, ticked or not, to the page’s confirmation and makes way for it', async () => {
    const onDeleteDocuments = vi.fn();
    const { store, user } = await renderTopMenu({ documents: [doc('offer.pdf', 'hash_offer'), doc('prices.xlsx', 'hash_prices')], onDeleteDocuments });
    await user.click(screen.getByRole('button', { name: /Documents as context/ }));
    await user.click(screen.getByRole('checkbox', { name: 'offer.pdf' }));
    // Ticking puts a document into the chat, nothing more: the delete is each document's own.
    await user.click(screen.getByRole('button', { name: 'Delete prices.xlsx' }));
    expect(onDeleteDocuments).toHaveBeenCalledWith(['hash_prices']);
    expect(selectActiveChat(store.getState())?.documents).toEqual(['hash_offer']);
    expect(screen.queryByRole('dialog', { name: 'Documents as context' })).not.toBeInTheDocument();
  });

  it('the transcript downloads as plain text or as Markdown', async () => {
    const { user } = await renderTopMenu();
    await user.click(screen.getByRole('button', { name: 'Download transcript' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download transcript (text)', 'Download transcript (Markdown)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download transcript (Markdown)' }));
    expect(downloadText).toHaveBeenLastCalledWith('Budget.md', expect.stringMatching(/^# Budget\n/), 'text/markdown');
    await user.click(screen.getByRole('button', { name: 'Download transcript' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download transcript (text)' }));
    expect(downloadText).toHaveBeenLastCalledWith('Budget.txt', expect.stringMatching(/^Budget\n======\n/), 'text/plain');
  });

  it('the registry button opens /rags for those the registry route lets in, and is absent for others', async () => {
    const { user } = await renderTopMenu({ canOpenRegistry: true });
    await user.click(screen.getByRole('button', { name: 'RAG registry' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/rags');
  });

  it('without access to the registry there is no registry button', async () => {
    await renderTopMenu();
    expect(screen.queryByRole('button', { name: 'RAG registry' })).not.toBeInTheDocument();
  });
});


describe('chat top menu on a phone (below sm)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is one row of a few icons, and its overflow menu keeps every other entry of tools.md §2', async () => {
    const { user } = await renderTopMenu({ canOpenRegistry: true });
    const bar = screen.getByRole('toolbar', { name: 'Chats and documents' });
    expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open sidebar',
      'New chat',
      'Upload files',
      'More chat actions',
    ]);
    await user.click(within(bar).getByRole('button', { name: 'More chat actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Search chats',
      'Download transcript (text)',
      'Download transcript (Markdown)',
      'Documents as context',
      'RAG registry',
      'Delete chat',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Download transcript (Markdown)' }));
    expect(downloadText).toHaveBeenLastCalledWith('Budget.md', expect.stringMatching(/^# Budget\n/), 'text/markdown');
  });

  it('"Search chats" opens the search as a sheet; picking a result opens that chat and closes it', async () => {
    const { store, user } = await renderTopMenu();
    await user.click(screen.getByRole('button', { name: 'More chat actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Search chats' }));
    const sheet = screen.getByRole('dialog', { name: 'Search chats' });
    await user.type(within(sheet).getByRole('combobox', { name: 'Search chats' }), 'flamingo');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selectActiveChat(store.getState())?.sessionId).toBe('session_holiday');
    expect(screen.queryByRole('dialog', { name: 'Search chats' })).not.toBeInTheDocument();
  });

  it('"Documents as context" opens the checklist as a sheet; delete makes way for the page’s confirmation', async () => {
    const onDeleteDocuments = vi.fn();
    const { store, user } = await renderTopMenu({ documents: [doc('offer.pdf', 'hash_offer')], onDeleteDocuments });
    await user.click(screen.getByRole('button', { name: 'More chat actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Documents as context' }));
    const sheet = screen.getByRole('dialog', { name: 'Documents as context' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'offer.pdf' }));
    expect(selectActiveChat(store.getState())?.documents).toEqual(['hash_offer']);
    await user.click(within(sheet).getByRole('button', { name: 'Delete offer.pdf' }));
    expect(onDeleteDocuments).toHaveBeenCalledWith(['hash_offer']);
    expect(screen.queryByRole('dialog', { name: 'Documents as context' })).not.toBeInTheDocument();
  });
});
