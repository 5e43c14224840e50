import { waitFor } from 'xstate';
import type { Chat, UploadedDocument } from '../../domain/chat';
import { answerFinished, chatsSlice } from '../../store/chats.slice';
import { historyScopeChanged } from '../../store/documents.slice';
import { defaultBroadcast, defaultLocks, isSavedMessage, type BroadcastLike } from './cross-tab';
import type { ChatPersistence, ChatPersistenceOptions, ListStatus, PersistenceStatus } from './chat-persistence.types';
import {
  attachList, chatBinding, documentBinding, type AttachedList, type BindingEnvironment, type ListActor, type ListSnapshot,
  type PersistenceClock,
} from './list-binding';
import type { StorageScope } from '../../domain/chat';
import { storageKey } from './storage-keys';

const realClock: PersistenceClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id),
  now: () => Date.now(),
};

const problems = ['unreadable', 'loadFailed', 'storageFull', 'saveFailed'] as const;
const statusOf = (snapshot: ListSnapshot | undefined): ListStatus =>
  !snapshot ? 'detached' : snapshot.matches('loading') ? 'loading' : (problems.find((state) => snapshot.matches(state)) ?? 'ready');

/** Saves until nothing waits for the throttle; a write in progress is waited for. */
async function flushActor(actor: ListActor) {
  for (;;) {
    if (actor.getSnapshot().status !== 'active') return;
    if (actor.getSnapshot().hasTag('pending')) actor.send({ type: 'persistence.flush' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    if (!settled.hasTag('pending')) return;
  }
}

/**
 * Persists the chats and documents slices in `storage` (IndexedDB in the browser) under the
 * scope's keys: loaded at start, saved at most once a second and on page hide (with a synchronous
 * journal of what is not written yet), merged with other tabs, never written over data it could
 * not read before the user was told.
 */
export function startChatPersistence(options: ChatPersistenceOptions): ChatPersistence {
  const broadcast: BroadcastLike & { close?(): void } = options.broadcast ?? defaultBroadcast();
  const page = options.page ?? { window, document };
  const listeners = new Set<() => void>();
  let lists: { chats: AttachedList<Chat>; documents: AttachedList<UploadedDocument> } | null = null;
  let scopeKey: string | null = null;
  let status: PersistenceStatus = { chats: 'detached', documents: 'detached', asideKeys: [] };

  const updateStatus = () => {
    const chats = lists?.chats.actor.getSnapshot();
    const documents = lists?.documents.actor.getSnapshot();
    const next = {
      chats: statusOf(chats),
      documents: statusOf(documents),
      asideKeys: [...(chats?.context.asideKeys ?? []), ...(documents?.context.asideKeys ?? [])],
    };
    if (next.chats === status.chats && next.documents === status.documents && next.asideKeys.join() === status.asideKeys.join()) return;
    status = next;
    listeners.forEach((listener) => listener());
  };
  const env: BindingEnvironment = {
    store: options.store,
    storage: options.storage,
    locks: options.locks ?? defaultLocks(),
    broadcast,
    clock: options.clock ?? realClock,
    journalStorage: options.journalStorage ?? null,
    tabId: options.tabId ?? crypto.randomUUID(),
    onSnapshot: updateStatus,
  };
  const actors = () => (lists ? [lists.chats.actor, lists.documents.actor] : []);
  const attach = (scope: StorageScope | null) => {
    scopeKey = scope && storageKey('chats', scope);
    lists = scope && { chats: attachList(chatBinding, scope, env), documents: attachList(documentBinding, scope, env) };
    updateStatus();
  };
  const detach = () => {
    lists?.chats.detach();
    lists?.documents.detach();
    lists = null;
  };

  const flush = async () => {
    // A list stopped meanwhile has nothing more to write.
    await Promise.all(actors().map((actor) => flushActor(actor).catch(() => undefined)));
  };
  const onMessage = (event: MessageEvent) => {
    if (!isSavedMessage(event.data) || event.data.tab === env.tabId) return;
    for (const list of lists ? [lists.chats, lists.documents] : []) {
      if (list.key === event.data.key) list.actor.send({ type: 'persistence.remoteSaved' });
    }
  };
  /** The chats as they would be were the answer streaming now to end here (the store's own reducer). */
  const withAnswerSoFar = (chats: readonly Chat[]): readonly Chat[] => {
    const answer = options.answerSoFar?.();
    if (!answer) return chats;
    return chatsSlice.reducer({ items: [...chats], activeSessionId: null }, answerFinished({ ...answer, now: env.clock.now() })).items;
  };
  const rescue = () => {
    lists?.chats.rescue(withAnswerSoFar);
    lists?.documents.rescue();
  };
  // pagehide covers reload and close; a hidden tab may be discarded without either. The
  // asynchronous write may not commit before the page goes, so the changes are noted first.
  const onPageHide = () => {
    options.beforeListsLeave?.();
    rescue();
    void flush();
  };
  const onVisibilityChange = () => {
    if (page.document.visibilityState !== 'hidden') return;
    rescue();
    void flush();
  };

  broadcast.addEventListener('message', onMessage);
  page.window.addEventListener('pagehide', onPageHide);
  page.document.addEventListener('visibilitychange', onVisibilityChange);
  attach(options.scope);

  let switching = Promise.resolve();
  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acknowledgeUnreadable: () => actors().forEach((actor) => actor.send({ type: 'persistence.acknowledged' })),
    retry: () => actors().forEach((actor) => actor.send({ type: 'persistence.retry' })),
    async asideCopies() {
      const keys = [...new Set(status.asideKeys)];
      return Promise.all(keys.map(async (key) => ({ key, value: await options.storage.get(key) })));
    },
    flush,
    changeScope(scope) {
      switching = switching.then(async () => {
        if ((scope && storageKey('chats', scope)) === scopeKey) return;
        // The lists are about to be emptied. A storage that is full, failing or holding unread
        // data would not take the last changes: they are noted under the old scope first, and
        // that user's next load merges them back (a successful flush removes the note).
        options.beforeListsLeave?.();
        rescue();
        await flush();
        detach();
        options.store.dispatch(historyScopeChanged(scope));
        attach(scope);
      });
      return switching;
    },
    stop() {
      detach();
      updateStatus();
      broadcast.removeEventListener('message', onMessage);
      page.window.removeEventListener('pagehide', onPageHide);
      page.document.removeEventListener('visibilitychange', onVisibilityChange);
      if (!options.broadcast) broadcast.close?.();
    },
  };
}
