import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Chat, UploadedDocument } from '../../domain/chat';
import { selectActiveChat } from '../../store/chats.slice';
import { setupMswForSuite } from '../../test/msw/server';
import { startChatHarness } from './chat-tool.test-support';
import { ContextChips } from './views/ContextChips';
import { DocumentChecklist } from './views/DocumentChecklist';

const now = Date.now();
const hash = (letter: string) => letter.repeat(64);
const doc = (label: string, value: string): UploadedDocument => ({ timeStamp: now, option: { label, value } });
const chatUsing = (documents: string[]): Chat => ({ sessionId: 'session_a', name: 'A', messages: [], timeStamp: now, createdAt: now, documents });

/** What the next message will use, shown above the message box, and ticking kept apart from deleting. */
describe('the documents a message will use (real chat tool)', () => {
  setupMswForSuite();

  const start = (documents: string[]) =>
    startChatHarness({
      preloadedState: {
        chats: { items: [chatUsing(documents)], activeSessionId: 'session_a' },
        documents: { items: [doc('offer.pdf', hash('a')), doc('prices.xlsx', hash('b'))] },
      },
      ui: () => (
        <>
          <DocumentChecklist onDeleteDocuments={() => undefined} />
          <ContextChips />
        </>
      ),
    });

  it('shows the ticked documents as chips; a chip\'s ✕ stops using it, as unticking does', async () => {
    const chat = await start([hash('a')]);
    const user = userEvent.setup();
    const chips = screen.getByRole('list', { name: 'This message uses:' });
    expect(within(chips).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['offer.pdf']);

    await user.click(screen.getByRole('checkbox', { name: 'prices.xlsx' }));
    expect(within(chips).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['offer.pdf', 'prices.xlsx']);

    await user.click(screen.getByRole('button', { name: 'Stop using offer.pdf' }));
    expect(selectActiveChat(chat.store.getState())?.documents).toEqual([hash('b')]);
    expect(screen.getByRole('checkbox', { name: 'offer.pdf' })).not.toBeChecked();
  });

  it('says so when no document is ticked, in German too', async () => {
    const chat = await start([]);
    expect(screen.getByText('No document ticked: the answer uses none of your documents.')).toBeInTheDocument();
    await chat.chooseGerman();
    expect(await screen.findByText('Kein Dokument angehakt: Die Antwort nutzt keins deiner Dokumente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'prices.xlsx löschen' })).toBeInTheDocument();
  });

  it('offers each document its own delete, whatever is ticked (no delete of "the selected" ones)', async () => {
    await start([hash('a')]);
    expect(screen.getByRole('button', { name: 'Delete offer.pdf' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete prices.xlsx' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete selected documents' })).toBeNull();
  });
});
