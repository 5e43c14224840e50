import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { chatSentinels } from '../../domain/chat-sentinels';
import { selectActiveChat } from '../../store/chats.slice';
import { openChatStreamHandler } from '../../test/msw/handlers/chat-stream';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { summarizationHandler } from '../../test/msw/handlers/main';
import { contentChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { startChatHarness } from './chat-tool.test-support';
import { shownToasts } from '../platform/screen.test-support';

const summarizationBodies = async (requests: Request[]) =>
  Promise.all(requests.filter((request) => request.url.endsWith('/v1/summarization')).map((request) => request.clone().text()));

describe('"Rename with AI" (tools.md §2, §4, §7; real chat tool, msw)', () => {
  setupMswForSuite();

  it('replaces the chat’s name with the summary of its messages', async () => {
    mswServer.use(summarizationHandler({ body: '  Quartalszahlen  ' }));
    const requests = recordRequests();
    const chat = await startChatHarness();
    const sessionId = chat.seedAnsweredChat();
    await act(() => chat.commands.nameChat(sessionId));
    expect(selectActiveChat(chat.store.getState())?.name).toBe('Quartalszahlen');

    mswServer.use(summarizationHandler({ body: 'Erste Frage, erste Antwort' }));
    await act(() => chat.commands.nameChat(sessionId, true));

    expect(selectActiveChat(chat.store.getState())?.name).toBe('Erste Frage, erste Antwort');
    expect((await summarizationBodies(requests)).at(-1)).toBe('user: Erste Frage\nassistant: Erste Antwort');
  });

  it('while an answer streams, the summary is asked of what was said: no typing placeholder, no stored error', async () => {
    mswServer.use(summarizationHandler({ body: 'Kosten' }), openChatStreamHandler([contentChunk('Die Kosten')]));
    const requests = recordRequests();
    const sessionId = 'session_costs';
    const messages = [
      { role: 'user' as const, content: 'Erste Frage' },
      { role: 'assistant' as const, content: 'Erste Antwort' },
      { role: 'user' as const, content: 'Und die Kosten?' },
      { role: 'assistant' as const, content: chatSentinels.generic },
    ];
    const chat = await startChatHarness({
      preloadedState: { chats: { items: [{ sessionId, name: 'Bericht', messages, timeStamp: 1, createdAt: 1, documents: [] }], activeSessionId: sessionId } },
    });
    act(() => chat.commands.send('Die Kosten?'));
    expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: chatSentinels.typing });

    await act(() => chat.commands.nameChat(sessionId, true));

    const body = (await summarizationBodies(requests)).at(-1);
    expect(body).toBe('user: Erste Frage\nassistant: Erste Antwort\nuser: Und die Kosten?\nuser: Die Kosten?');
    expect(body).not.toContain('\u0000');
  });

  it('a failing summary keeps the name; it is logged, not toasted (tools.md §8)', async () => {
    mswServer.use(summarizationHandler({ body: 'Bericht' }));
    const chat = await startChatHarness();
    const sessionId = chat.seedAnsweredChat();
    await act(() => chat.commands.nameChat(sessionId));
    expect(selectActiveChat(chat.store.getState())?.name).toBe('Bericht');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mswServer.use(summarizationHandler({ status: 500, detail: 'The model is down.' }));

    await act(() => chat.commands.nameChat(sessionId, true));

    expect(selectActiveChat(chat.store.getState())?.name).toBe('Bericht');
    expect(logged).toHaveBeenCalledWith('auto-naming failed', expect.anything());
    expect(shownToasts()).toEqual([]);
  });

  const budget = { scope: 'user', unit: 'tokens', window: 'day', limit: 1000, used: 1000, resetsAt: '2026-03-03T00:00:00Z' };
  const budgetRefuses = () =>
    mswServer.use(
      http.post(`${defaultApiBase}/v1/summarization`, () =>
        HttpResponse.json({ detail: 'Budget used up', reason: 'budget', budget }, { status: 429, headers: { 'Retry-After': '3600' } }),
      ),
    );

  it('a chat name the budget refuses: the chat is named after its first question, as the server does without a model; no toast, no error logged', async () => {
    budgetRefuses();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    logged.mockClear();
    const chat = await startChatHarness();
    const sessionId = chat.seedAnsweredChat();

    await act(() => chat.commands.nameChat(sessionId));

    expect(selectActiveChat(chat.store.getState())?.name).toBe('Erste Frage');
    expect(shownToasts()).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('"Rename with AI" the budget refuses keeps the name and says which budget is used up, in its words', async () => {
    mswServer.use(summarizationHandler({ body: 'Bericht' }));
    const chat = await startChatHarness();
    const sessionId = chat.seedAnsweredChat();
    await act(() => chat.commands.nameChat(sessionId));
    budgetRefuses();

    await act(() => chat.commands.nameChat(sessionId, true));

    expect(selectActiveChat(chat.store.getState())?.name).toBe('Bericht');
    expect(shownToasts()).toEqual([
      expect.objectContaining({ title: 'Budget used up', description: expect.stringMatching(/^Your budget for tokens per day is used up \(1,000 of 1,000 used\)\. It resets on /) }),
    ]);
  });
});
