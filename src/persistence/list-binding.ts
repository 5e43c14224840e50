import type { UnknownAction } from '@reduxjs/toolkit';
import { createActor, type ActorOptions, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import { listPersistenceMachine } from '../../machines/persistence/list-persistence.machine';
import type { Chat, UploadedDocument } from '../../domain/chat';
import { chatsLoaded, chatsMerged } from '../../store/chats.slice';
import { documentsLoaded } from '../../store/documents.slice';
import type { AppStore, RootState } from '../../store/store';
import { chatListKind, documentListKind } from './chat-records';
import type { BroadcastLike, LockManagerLike, SavedMessage } from './cross-tab';
import type { KeyValueStore } from './key-value-store';
import { createListSync } from './list-sync';
import type { StorageScope } from '../../domain/chat';
import { storageKey } from './storage-keys';
import type { ListKind } from './stored-list';
import { createUnsavedJournal, type JournalStorage } from './unsaved-journal';

/** The machine's timers and the timestamps it writes (tombstones, set-aside keys) from one clock. */
export type PersistenceClock = NonNullable<ActorOptions<AnyActorLogic>['clock']> & { now(): number };

export type PersistedStore = Pick<AppStore, 'getState' | 'dispatch' | 'subscribe'>;

export interface BindingEnvironment {
  store: PersistedStore;
  storage: KeyValueStore;
  locks: LockManagerLike;
  broadcast: BroadcastLike;
  clock: PersistenceClock;
  /** localStorage, for the changes a closing page could not write in time; null: none. */
  journalStorage: JournalStorage | null;
  tabId: string;
  onSnapshot(): void;
}

/** Which slice holds a list, and the event that puts a list read from storage into it. */
interface ListBinding<T> {
  kind: ListKind<T>;
  select(state: RootState): T[];
  loaded(items: T[], initial: boolean): UnknownAction;
}

export const chatBinding: ListBinding<Chat> = {
  kind: chatListKind,
  select: (state) => state.chats.items,
  loaded: (chats, initial) => (initial ? chatsLoaded({ chats }) : chatsMerged({ chats })),
};

export const documentBinding: ListBinding<UploadedDocument> = {
  kind: documentListKind,
  select: (state) => state.documents.items,
  loaded: (documents) => documentsLoaded({ documents }),
};

export type ListActor = ReturnType<typeof createActor<typeof listPersistenceMachine>>;
export type ListSnapshot = SnapshotFrom<typeof listPersistenceMachine>;

export interface AttachedList<T> {
  key: string;
  actor: ListActor;
  /**
   * The page is going: note unsaved changes synchronously (the asynchronous write may not finish).
   * `view` adds to memory what is not in it yet (an answer still streaming).
   */
  rescue(view?: (items: readonly T[]) => readonly T[]): void;
  detach(): void;
}

/** Starts persisting one slice's list under the scope's key: a change in the slice is a `persistence.changed`. */
export function attachList<T>(binding: ListBinding<T>, scope: StorageScope, env: BindingEnvironment): AttachedList<T> {
  const { store } = env;
  const key = storageKey(binding.kind.list, scope);
  let applying = false;
  let last = binding.select(store.getState());
  const sync = createListSync({
    kind: binding.kind,
    key,
    storage: env.storage,
    locks: env.locks,
    now: () => env.clock.now(),
    memory: {
      read: () => binding.select(store.getState()),
      apply: (items, initial) => {
        // Our own replacement of the list is no change to save.
        applying = true;
        try {
          store.dispatch(binding.loaded(items, initial));
        } finally {
          applying = false;
        }
      },
    },
    saved: () => env.broadcast.postMessage({ type: 'saved', key, tab: env.tabId } satisfies SavedMessage),
    journal: env.journalStorage ? createUnsavedJournal(env.journalStorage, key, env.tabId, binding.kind) : undefined,
  });
  const actor = createActor(listPersistenceMachine.provide({ actors: sync.actors }), { clock: env.clock });
  const unsubscribe = store.subscribe(() => {
    const items = binding.select(store.getState());
    if (items === last) return;
    last = items;
    if (!applying) actor.send({ type: 'persistence.changed' });
  });
  actor.subscribe({ next: env.onSnapshot, error: (error) => console.error('chat persistence stopped', error) });
  actor.start();
  return {
    key,
    actor,
    rescue: sync.rescue,
    detach: () => {
      unsubscribe();
      actor.stop();
    },
  };
}
