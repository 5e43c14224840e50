import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Chat, UploadedDocument } from '../../domain/chat';
import { chatStreamHandler, summarizationHandler, uploadHandler } from '../../test/msw/handlers/main';
import { contentChunk, doneChunk } from '../../test/msw/handlers/ndjson';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { recordRequests } from '../api/testing';
import { fileOf, startChatHarness } from './chat-tool.test-support';
import { shownToasts } from '../platform/screen.test-support';

const now = Date.now();
const hash = (letter: string) => letter.repeat(64);
const doc = (label: string, value: string, age = 0): UploadedDocument => ({ timeStamp: now - age, option: { label, value } });
const chatUsing = (sessionId: string, documents: string[]): Chat => ({
  sessionId,
  name: sessionId,
  messages: [],
  timeStamp: now - 1000,
  createdAt: now - 1000,
  documents,
});
const chatDocuments = (chats: Chat[], sessionId: string) => chats.find((chat) => chat.sessionId === sessionId)?.documents;

describe('documents as a chat’s context (tools.md §4, real chat tool, msw)', () => {
  setupMswForSuite();

  it('a question sends only the chat’s documents that are still uploaded: a hash whose document went elsewhere is not sent', async () => {
    mswServer.use(chatStreamHandler({ lines: [contentChunk('Ja.'), doneChunk] }), summarizationHandler({ body: 'Angebot' }));
    const requests = recordRequests();
    // The offer is in the list; the old price list was deleted in another tab, or expired before this chat loaded.
    const chat = await startChatHarness({
      preloadedState: {
        chats: { items: [chatUsing('session_offer', [hash('a'), hash('b')])], activeSessionId: 'session_offer' },
        documents: { items: [doc('offer.pdf', hash('a'))] },
      },
    });

    act(() => chat.commands.send('Was kostet das?'));
    await chat.answerSettled();

    const streamRequest = requests.find((request) => request.url.endsWith('/v1/chat/stream'));
    expect(((await streamRequest?.clone().json()) as { documents: string[] }).documents).toEqual([hash('a')]);
    expect(chat.messages().at(-1)).toEqual({ role: 'assistant', content: 'Ja.' });
  });

  it('uploading a file of the same name again: the chats that used the old upload use the new one', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: hash('c') } }));
    const chat = await startChatHarness({
      preloadedState: {
        chats: { items: [chatUsing('session_offer', [hash('a')]), chatUsing('session_other', [])], activeSessionId: 'session_offer' },
        documents: { items: [doc('offer.pdf', hash('a'))] },
      },
    });

    act(() => chat.commands.upload([fileOf('offer.pdf', 'application/pdf')], 'picker'));
    await chat.uploadsSettled();

    expect(chat.documents()).toEqual([{ label: 'offer.pdf', value: hash('c') }]);
    const { items } = chat.store.getState().chats;
    expect(chatDocuments(items, 'session_offer')).toEqual([hash('c')]);
    expect(chatDocuments(items, 'session_other')).toEqual([]);
  });

  it('a re-upload leaves alone the chats that use the same content under another name', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: hash('c') } }));
    const chat = await startChatHarness({
      preloadedState: {
        // Another chat is open: the re-uploaded document is ticked there, not here.
        chats: { items: [chatUsing('session_copy', [hash('a')]), chatUsing('session_open', [])], activeSessionId: 'session_open' },
        documents: { items: [doc('offer.pdf', hash('a')), doc('offer-copy.pdf', hash('a'))] },
      },
    });

    act(() => chat.commands.upload([fileOf('offer.pdf', 'application/pdf')], 'picker'));
    await chat.uploadsSettled();

    expect(chatDocuments(chat.store.getState().chats.items, 'session_copy')).toEqual([hash('a')]);
    expect(chatDocuments(chat.store.getState().chats.items, 'session_open')).toEqual([hash('c')]);
  });

  it('a document uploaded while a chat is open is ticked for that chat, and can be unticked', async () => {
    mswServer.use(uploadHandler({ body: { doc_hash: hash('n') } }));
    const chat = await startChatHarness({
      preloadedState: { chats: { items: [chatUsing('session_open', [hash('a')])], activeSessionId: 'session_open' }, documents: { items: [doc('offer.pdf', hash('a'))] } },
    });
    act(() => chat.commands.upload([fileOf('notes.pdf', 'application/pdf')], 'picker'));
    await chat.uploadsSettled();
    expect(chatDocuments(chat.store.getState().chats.items, 'session_open')).toEqual([hash('a'), hash('n')]);
    act(() => chat.commands.selectDocuments([hash('a')]));
    expect(chatDocuments(chat.store.getState().chats.items, 'session_open')).toEqual([hash('a')]);
  });

  // The ages written out (24 hours = 86,400,000 ms), so a wrong constant fails.
  it('documents older than 24 hours leave the list and every chat, with a toast naming them', async () => {
    const chat = await startChatHarness({
      preloadedState: {
        chats: { items: [chatUsing('session_a', [hash('a'), hash('b')]), chatUsing('session_b', [hash('b')])], activeSessionId: null },
        documents: { items: [doc('offer.pdf', hash('a')), doc('old.pdf', hash('b'), 86_400_001), doc('older.pdf', hash('d'), 2 * 86_400_000)] },
      },
    });

    act(() => chat.commands.removeExpiredDocuments());

    expect(chat.documents()).toEqual([{ label: 'offer.pdf', value: hash('a') }]);
    const { items } = chat.store.getState().chats;
    expect(chatDocuments(items, 'session_a')).toEqual([hash('a')]);
    expect(chatDocuments(items, 'session_b')).toEqual([]);
    expect(shownToasts()).toEqual([{ role: 'alert', title: 'Documents older than 24 hours were removed: old.pdf, older.pdf' }]);
  });

  it('nothing expired (23 hours 59 minutes old): no toast, nothing changes', async () => {
    const chat = await startChatHarness({ preloadedState: { documents: { items: [doc('offer.pdf', hash('a'), 86_340_000)] } } });
    act(() => chat.commands.removeExpiredDocuments());
    expect(chat.documents()).toEqual([{ label: 'offer.pdf', value: hash('a') }]);
    expect(shownToasts()).toEqual([]);
  });
});
