import { describe, expect, it } from 'vitest';
import { selectChatDocuments } from './chat-documents';
import { chatDocumentsSelected, chatStarted } from './chats.slice';
import { documentsLoaded, documentUploaded } from './documents.slice';
import { makeStore } from './store';

const t0 = 1_800_000_000_000;

describe('the documents a chat uses', () => {
  it('are its ticked documents still in the uploaded list; a hash whose document went is ignored', () => {
    const store = makeStore();
    store.dispatch(documentUploaded({ label: 'a.pdf', value: 'h1', timeStamp: t0 }));
    store.dispatch(documentUploaded({ label: 'b.pdf', value: 'h2', timeStamp: t0 }));
    store.dispatch(chatStarted({ sessionId: 'session_1' }));
    store.dispatch(chatDocumentsSelected({ sessionId: 'session_1', documents: ['h1', 'h2'] }));
    const before = selectChatDocuments(store.getState(), 'session_1');
    expect(before).toEqual(['h1', 'h2']);

    // Another tab deleted b.pdf; its save reaches this tab as a loaded list.
    store.dispatch(documentsLoaded({ documents: [{ timeStamp: t0, option: { label: 'a.pdf', value: 'h1' } }] }));

    expect(selectChatDocuments(store.getState(), 'session_1')).toEqual(['h1']);
  });

  it('are none for a chat that is not there', () => {
    expect(selectChatDocuments(makeStore().getState(), 'session_missing')).toEqual([]);
    expect(selectChatDocuments(makeStore().getState(), null)).toEqual([]);
  });
});
