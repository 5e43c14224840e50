import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './store';

const none: string[] = [];

/**
 * The documents a chat uses: its ticked hashes that are still in the uploaded list. A hash whose
 * document expired, was deleted in another tab, or went before the chats had loaded stays in the
 * stored chat but is ignored: never sent (the backend would answer 410 on every question), never
 * shown as ticked or counted, and dropped at the chat's next change of selection.
 */
export const selectChatDocuments = createSelector(
  [
    (state: RootState, sessionId: string | null) => state.chats.items.find((chat) => chat.sessionId === sessionId)?.documents,
    (state: RootState) => state.documents.items,
  ],
  (ticked, uploaded) => {
    if (!ticked?.length) return none;
    const known = new Set(uploaded.map((document) => document.option.value));
    const usable = ticked.filter((hash) => known.has(hash));
    return usable.length === ticked.length ? ticked : usable;
  },
);
