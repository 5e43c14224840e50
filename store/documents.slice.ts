import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StorageScope, UploadedDocument } from '../domain/chat';

/** tools.md §9: uploaded documents are removed after 24 hours. */
export const DOCUMENT_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface DocumentsState {
  items: UploadedDocument[];
}

const initialState: DocumentsState = { items: [] };

/**
 * The storage scope (tenant or signed-in user) changed: both lists are gone until the new
 * scope's lists load. Defined here because the chats slice, which depends on this one, reacts too.
 */
export const historyScopeChanged = createAction<StorageScope | null>('history/scopeChanged');

/** Hashes the user deleted (after confirming); the chats slice removes them from every chat too. */
export const documentsDeleted = createAction('documents/documentsDeleted', (payload: { hashes: string[]; now?: number }) => ({
  payload: { hashes: payload.hashes, now: payload.now ?? Date.now() },
}));

/** Hashes past DOCUMENT_EXPIRY_MS; removed from the list and from every chat. */
export const documentsExpired = createAction('documents/documentsExpired', (payload: { hashes: string[]; now?: number }) => ({
  payload: { hashes: payload.hashes, now: payload.now ?? Date.now() },
}));

const withoutHashes = (state: DocumentsState, hashes: string[]) => {
  const gone = new Set(hashes);
  state.items = state.items.filter((document) => !gone.has(document.option.value));
};

export const documentsSlice = createSlice({
  name: 'documents',
  initialState,
  reducers: {
    /**
     * tools.md §4: an upload succeeded; it replaces an entry with the same label (file name).
     * `replaces` is that entry's hash: the chats that used it use the new upload instead (the
     * chats slice does that, stamped `now`).
     */
    documentUploaded: {
      reducer(state, action: PayloadAction<{ label: string; value: string; timeStamp: number; replaces?: string; now: number }>) {
        const { label, value, timeStamp } = action.payload;
        state.items = state.items.filter((document) => document.option.label !== label);
        state.items.push({ timeStamp, option: { label, value } });
      },
      prepare: (payload: { label: string; value: string; timeStamp: number; replaces?: string; now?: number }) => ({
        payload: { ...payload, now: payload.now ?? Date.now() },
      }),
    },
    /** Read from storage (at start, after a scope change, or merged with another tab's save). */
    documentsLoaded(state, action: PayloadAction<{ documents: UploadedDocument[] }>) {
      state.items = action.payload.documents;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(documentsDeleted, (state, action) => withoutHashes(state, action.payload.hashes))
      .addCase(documentsExpired, (state, action) => withoutHashes(state, action.payload.hashes))
      .addCase(historyScopeChanged, (state) => {
        state.items = [];
      });
  },
  selectors: {
    /** Newest first. */
    selectDocuments: createSelector([(state: DocumentsState) => state.items], (items) =>
      [...items].sort((a, b) => b.timeStamp - a.timeStamp),
    ),
    /** Documents uploaded more than DOCUMENT_EXPIRY_MS before `now`. */
    selectExpiredDocuments: createSelector(
      [(state: DocumentsState) => state.items, (_: DocumentsState, now: number) => now],
      (items, now) => items.filter((document) => now - document.timeStamp > DOCUMENT_EXPIRY_MS),
    ),
  },
});

export const { documentUploaded, documentsLoaded } = documentsSlice.actions;
export const { selectDocuments, selectExpiredDocuments } = documentsSlice.selectors;
