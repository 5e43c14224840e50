import { describe, expect, it } from 'vitest';
import type { Storage } from 'redux-persist';
import {
  documentsDeleted, documentsExpired, documentsLoaded, documentUploaded, historyScopeChanged,
  selectDocuments, selectExpiredDocuments,
} from './documents.slice';
import { makeStore } from './store';

const noStorage: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };
const t0 = 1_800_000_000_000;
const labels = (store: ReturnType<typeof makeStore>) => selectDocuments(store.getState()).map((d) => `${d.option.label}:${d.option.value}`);

describe('uploaded documents', () => {
  it('an upload adds the document; a new upload of the same file name replaces it', () => {
    const store = makeStore({}, { storage: noStorage });
    store.dispatch(documentUploaded({ label: 'a.pdf', value: 'h1', timeStamp: t0 }));
    store.dispatch(documentUploaded({ label: 'b.pdf', value: 'h2', timeStamp: t0 + 1 }));
    store.dispatch(documentUploaded({ label: 'a.pdf', value: 'h3', timeStamp: t0 + 2 }));
    expect(labels(store)).toEqual(['a.pdf:h3', 'b.pdf:h2']);
  });

  it('deleting removes the documents with those hashes', () => {
    const store = makeStore({}, { storage: noStorage });
    store.dispatch(documentsLoaded({ documents: [{ timeStamp: t0, option: { label: 'a.pdf', value: 'h1' } }, { timeStamp: t0, option: { label: 'b.pdf', value: 'h2' } }] }));
    store.dispatch(documentsDeleted({ hashes: ['h2'] }));
    expect(labels(store)).toEqual(['a.pdf:h1']);
  });

  it('documents uploaded more than 24 hours ago are listed as expired, then removed', () => {
    const store = makeStore({}, { storage: noStorage });
    store.dispatch(documentUploaded({ label: 'old.pdf', value: 'h1', timeStamp: t0 }));
    store.dispatch(documentUploaded({ label: 'new.pdf', value: 'h2', timeStamp: t0 + 60_000 }));
    // The ages written out (24 h = 86,400,000 ms), so a wrong constant fails.
    expect(selectExpiredDocuments(store.getState(), t0 + 86_400_000)).toEqual([]);
    const expired = selectExpiredDocuments(store.getState(), t0 + 86_400_001);
    // old.pdf is 24 h + 1 ms old, new.pdf 23 h 59 min + 1 ms.
    expect(expired.map((d) => d.option.label)).toEqual(['old.pdf']);
    store.dispatch(documentsExpired({ hashes: expired.map((d) => d.option.value) }));
    expect(labels(store)).toEqual(['new.pdf:h2']);
  });

  it('a new storage scope empties the list', () => {
    const store = makeStore({}, { storage: noStorage });
    store.dispatch(documentUploaded({ label: 'a.pdf', value: 'h1', timeStamp: t0 }));
    store.dispatch(historyScopeChanged(null));
    expect(labels(store)).toEqual([]);
  });
});
