import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { Chat, UploadedDocument } from '../../domain/chat';
import { setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import type { ChatTool } from './chat-tool-context';
import { startChatHarness } from './chat-tool.test-support';

const now = Date.now();
const day = 24 * 60 * 60 * 1000;
const hash = (letter: string) => letter.repeat(64);
const doc = (label: string, value: string): UploadedDocument => ({ timeStamp: now, option: { label, value } });
const chat = (sessionId: string, age = 0, answered = true): Chat => ({
  sessionId,
  name: sessionId,
  messages: [{ role: 'user', content: 'Hallo' }, ...(answered ? [{ role: 'assistant' as const, content: 'Hallo!' }] : [])],
  timeStamp: now - age,
  createdAt: now - age,
  documents: [],
});
const deletesSent = (requests: Request[]) =>
  requests.filter((request) => request.method === 'DELETE').map((request) => new URL(request.url).pathname);
const deletesSettled = (tool: ChatTool) => waitForActor(tool.deletes, (snapshot) => !snapshot.hasTag('busy'));

describe('deleting in the chat deletes on the server too (real chat tool, msw)', () => {
  setupMswForSuite();

  it('deleting documents asks the server to delete each of them', async () => {
    const requests = recordRequests();
    const harness = await startChatHarness({ preloadedState: { documents: { items: [doc('offer.pdf', hash('a')), doc('memo.txt', hash('b'))] } } });
    act(() => harness.commands.deleteDocuments([hash('a'), hash('b')]));
    await deletesSettled(harness.tool);
    expect(harness.documents()).toEqual([]);
    expect(deletesSent(requests)).toEqual([`/v1/documents/${hash('a')}`, `/v1/documents/${hash('b')}`]);
  });

  it('deleting a chat, and the 90-day expiry, ask the server to delete the chats\' kept answers', async () => {
    const requests = recordRequests();
    const harness = await startChatHarness({
      resumableAnswers: true,
      preloadedState: { chats: { items: [chat('session_now'), chat('session_old', 91 * day), chat('session_older', 95 * day)], activeSessionId: null } },
    });
    act(() => harness.commands.deleteChat('session_now'));
    act(() => harness.commands.expireChats(['session_old', 'session_older']));
    await deletesSettled(harness.tool);
    expect(harness.store.getState().chats.items).toEqual([]);
    expect(deletesSent(requests)).toEqual([
      '/v1/chat/sessions/session_now/answers', '/v1/chat/sessions/session_old/answers', '/v1/chat/sessions/session_older/answers',
    ]);
  });

  it('asks nothing for a chat that was never answered', async () => {
    const requests = recordRequests();
    const harness = await startChatHarness({ resumableAnswers: true, preloadedState: { chats: { items: [chat('session_unanswered', 0, false)], activeSessionId: null } } });
    act(() => harness.commands.deleteChat('session_unanswered'));
    await deletesSettled(harness.tool);
    expect(harness.store.getState().chats.items).toEqual([]);
    expect(deletesSent(requests)).toEqual([]);
  });

  it('asks nothing of a backend that said it keeps no answers', async () => {
    const requests = recordRequests();
    const harness = await startChatHarness({ resumableAnswers: false, preloadedState: { chats: { items: [chat('session_now')], activeSessionId: null } } });
    act(() => harness.commands.deleteChat('session_now'));
    await deletesSettled(harness.tool);
    expect(deletesSent(requests)).toEqual([]);
  });

  it.each([
    ['offline', { offline: true } as const],
    ['signed out by a 401', { status: 401, detail: 'Not authenticated' } as const],
  ])('%s: the document goes here at once, its server delete is kept in the browser and sent at the next start', async (_, failure) => {
    const storage = memoryKeyValueStore();
    const first = await startChatHarness({ storage, deleteReplies: { document: failure }, preloadedState: { documents: { items: [doc('offer.pdf', hash('a'))] } } });
    act(() => first.commands.deleteDocuments([hash('a')]));
    await waitForActor(first.tool.deletes, (snapshot) => snapshot.hasTag('held'));
    expect(first.documents()).toEqual([]);
    const pendingKey = `studioPendingServerDeletes.chat/document/${hash('a')}`;
    expect(storage.data.get(pendingKey)).toEqual({ version: 1, kind: 'document', docHash: hash('a') });

    const requests = recordRequests();
    const next = await startChatHarness({ storage });
    await deletesSettled(next.tool);
    expect(deletesSent(requests)).toEqual([`/v1/documents/${hash('a')}`]);
    expect(storage.data.has(pendingKey)).toBe(false);
  });

  it('forgets a kept delete the server no longer has anything of (404), as done', async () => {
    const pendingKey = 'studioPendingServerDeletes.chat/chatAnswers/session_gone';
    const storage = memoryKeyValueStore({ [pendingKey]: { version: 1, kind: 'chatAnswers', sessionId: 'session_gone' } });
    const requests = recordRequests();
    const harness = await startChatHarness({ storage, deleteReplies: { chatAnswers: { status: 404, detail: 'There are no kept answers of this chat.' } } });
    await deletesSettled(harness.tool);
    expect(deletesSent(requests)).toEqual(['/v1/chat/sessions/session_gone/answers']);
    expect(storage.data.has(pendingKey)).toBe(false);
  });
});
