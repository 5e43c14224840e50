import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Chat } from '../../domain/chat';
import { selectActiveChat } from '../../store/chats.slice';
import { feedbackServer } from '../../test/msw/handlers/feedback';
import { chatStreamHandler, summarizationHandler } from '../../test/msw/handlers/main';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { MessageArea } from '../conversation/views/MessageArea';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { useAppSelector } from '../platform/store-hooks';
import { startChatHarness } from './chat-tool.test-support';

setupMswForSuite();

const mayVote = { vote: true, admin: false, components: [] };
const good = () => screen.getByRole('button', { name: 'Good answer' });
const bad = () => screen.getByRole('button', { name: 'Bad answer' });

function ActiveChat() {
  const chat = useAppSelector(selectActiveChat);
  return <MessageArea chat={chat} onEdit={() => {}} />;
}

/** A chat of two exchanges: the first answer from before ledger ids (none), the second with 1041. */
const trip: Chat = {
  sessionId: 'session_trip', name: 'Trip', timeStamp: 1, createdAt: 1, documents: [],
  messages: [
    { role: 'user', content: 'Where to in May?' },
    { role: 'assistant', content: 'Lisbon is mild in May.' },
    { role: 'user', content: 'And in June?' },
    { role: 'assistant', content: 'Warmer, still fine.', ledgerId: '1041' },
  ],
};

const openTrip = (options: Parameters<typeof startChatHarness>[0] = {}) =>
  startChatHarness({ feedback: mayVote, preloadedState: { chats: { items: [trip], activeSessionId: 'session_trip' } }, ui: () => <ActiveChat />, ...options });

describe('feedback on chat answers (real chat tool, msw)', () => {
  it('an answer streamed with a ledger id gets thumbs; a thumbs-up is one PUT and the thumb stays pressed', async () => {
    const server = feedbackServer();
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Lisbon.'), { ...doneChunk, ledgerId: '1043' }] }), summarizationHandler({ body: 'Trip' }));
    const chat = await startChatHarness({ feedback: mayVote, ui: () => <ActiveChat /> });
    act(() => chat.commands.send('Where to in May?'));
    await chat.answerSettled();
    expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: 'Lisbon.', ledgerId: '1043' });

    await userEvent.click(await screen.findByRole('button', { name: 'Good answer' }));
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'true'));
    expect(server.callsTo('PUT', '/v1/feedback/votes/1043').map((call) => call.body)).toEqual([{ vote: 'up' }]);
    expect(screen.getByText('Thank you: marked as a good answer.')).toBeInTheDocument();
  });

  it('only the answer with a ledger id offers thumbs; the older one offers none', async () => {
    feedbackServer();
    await openTrip();
    const answers = await waitFor(() => {
      const found = screen.getAllByRole('article', { name: 'Assistant' });
      expect(within(found[1]!).getByRole('group', { name: 'Was this answer any good?' })).toBeInTheDocument();
      return found;
    });
    expect(within(answers[0]!).queryByRole('group', { name: 'Was this answer any good?' })).not.toBeInTheDocument();
  });

  it('a thumbs-down with a reason and the exchange ticked sends the question and answer; the pressed thumb again withdraws', async () => {
    const server = feedbackServer();
    await openTrip();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bad answer' }));
    const form = screen.getByRole('form', { name: 'What was wrong?' });
    await user.click(within(form).getByRole('radio', { name: 'It misses the question' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Include the question and answer' }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bad()).toHaveAttribute('aria-pressed', 'true'));
    expect(server.callsTo('PUT', '/v1/feedback/votes/1041').map((call) => call.body)).toEqual([
      { vote: 'down', reason: 'offTopic', exchange: { question: 'And in June?', answer: 'Warmer, still fine.' } },
    ]);
    expect(screen.getByText('Thank you: your feedback was saved.')).toBeInTheDocument();

    await user.click(bad());
    await waitFor(() => expect(server.callsTo('DELETE', '/v1/feedback/votes/1041')).toHaveLength(1));
    await waitFor(() => expect(bad()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('the vote survives a reload: the shown answers’ votes are read back in one call', async () => {
    const storage = memoryKeyValueStore();
    const server = feedbackServer();
    const first = await openTrip({ storage });
    await userEvent.click(await screen.findByRole('button', { name: 'Good answer' }));
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'true'));
    await first.historySaved();
    cleanup();

    server.calls.splice(0);
    await startChatHarness({ feedback: mayVote, storage, ui: () => <ActiveChat /> });
    await waitFor(() => expect(good()).toHaveAttribute('aria-pressed', 'true'));
    expect(bad()).toHaveAttribute('aria-pressed', 'false');
    expect(server.calls.filter((call) => call.method === 'GET')).toEqual([{ method: 'GET', path: '/v1/feedback/votes?ledgerIds=1041' }]);
  });

  it('no thumbs when the capabilities say feedback.vote is false', async () => {
    const server = feedbackServer();
    await openTrip({ feedback: { vote: false, admin: false, components: [] } });
    await screen.findAllByRole('article', { name: 'Assistant' });
    // The capabilities have answered by the time the harness renders; the view settles on none.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Was this answer any good?' })).not.toBeInTheDocument());
    expect(server.calls).toEqual([]);
  });

  it('deleting the chat deletes the copies kept with the votes on its answers', async () => {
    const server = feedbackServer();
    const chat = await openTrip();
    act(() => chat.commands.deleteChat('session_trip'));
    await waitFor(() => expect(server.callsTo('DELETE', '/v1/feedback/copies?ledgerIds=1041')).toHaveLength(1));
  });

  it('in German the thumbs and the form speak to the user with “du”', async () => {
    feedbackServer();
    const chat = await openTrip();
    await chat.chooseGerman();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schlechte Antwort' }));
    const form = screen.getByRole('form', { name: 'Was war nicht gut?' });
    expect(within(form).getByRole('textbox', { name: 'In deinen Worten (freiwillig)' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Frage und Antwort mitsenden' })).toBeInTheDocument();
  });
});
