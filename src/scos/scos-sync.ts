import type { i18n as I18n } from 'i18next';
import type { RestoreOutcome } from '../../machines/scos/scos.machine';
import {
  expiredScosChats, expiredScosDocuments, scosChatSynced, scosDocumentsDeleted, selectScosChats, selectScosDocuments,
} from '../../store/scos-chats.slice';
import { toastAdded } from '../../store/toasts.slice';
import type { PersistedStore } from '../persistence/list-effects';
import type { ParseContext } from './messages/message-parts';
import type { ScosActor } from './scos-actors';
import { restoredChat, storedRows } from './scos-stored';

interface RestoreDeps {
  store: PersistedStore;
  i18n: I18n;
  parse: ParseContext;
  now: () => number;
  newSessionId: () => string;
}

/**
 * tools.md §4 start-up, once the lists are read: documents older than their limit go (a toast names
 * them), then the most recent chat that has not expired opens; with none, a new chat starts. Expired
 * chats wait for the expired-chats dialog.
 */
export function restoreLastChat({ store, i18n, parse, now, newSessionId }: RestoreDeps): RestoreOutcome {
  // The documents' hashes of the chat that opens are those still in the list (restoredChat).
  const at = now();
  const oldDocuments = expiredScosDocuments(selectScosDocuments(store.getState()), at);
  if (oldDocuments.length > 0) {
    store.dispatch(scosDocumentsDeleted({ hashes: oldDocuments.map((document) => document.option.value), now: at }));
    store.dispatch(toastAdded({ color: 'warning', title: i18n.t('scos:documentsExpired', { names: oldDocuments.map((document) => document.option.label).join(', ') }) }));
  }
  const state = store.getState();
  const expired = new Set(expiredScosChats(selectScosChats(state), at).map((chat) => chat.sessionId));
  const last = selectScosChats(state).find((chat) => !expired.has(chat.sessionId));
  return { chat: last ? restoredChat(last, selectScosDocuments(state), parse) : null, sessionId: newSessionId() };
}

/**
 * The open chat's rows go to the store as the conversation tells its changes (every shown row is
 * a finished message), and are written at once, so a reload keeps them. Opening a chat changes
 * nothing in it and is not told, so it is not stamped then (the list stays in order of last change).
 */
export function syncOpenChat({ actor, store, now, flush }: { actor: ScosActor; store: PersistedStore; now: () => number; flush: () => void }) {
  return actor.on('scos.changed', ({ sessionId, entries, documents }) => {
    store.dispatch(scosChatSynced({ sessionId, messages: storedRows(entries), documents: documents.map((document) => document.hash), now: now() }));
    flush();
  });
}
