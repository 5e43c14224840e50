import type { BroadcastLike, LockManagerLike } from './cross-tab';
import type { KeyValueStore } from './key-value-store';
import type { PersistedStore, PersistenceClock } from './list-binding';
import type { StorageScope } from '../../domain/chat';
import type { JournalStorage } from './unsaved-journal';

/** What the view shows per list. `ready` includes saving in the background. */
export type ListStatus = 'detached' | 'loading' | 'ready' | 'unreadable' | 'loadFailed' | 'storageFull' | 'saveFailed';

export interface PersistenceStatus {
  chats: ListStatus;
  documents: ListStatus;
  /**
   * Keys under which unreadable data was set aside when the user was told of it, in this page's
   * lifetime (for support and the download). A copy made later, once a full storage had room, is
   * not added: by then the notice has been confirmed.
   */
  asideKeys: string[];
}

export interface ChatPersistenceOptions {
  store: PersistedStore;
  storage: KeyValueStore;
  /** Whose lists; null: nobody is signed in, nothing is read or written. */
  scope: StorageScope | null;
  broadcast?: BroadcastLike;
  locks?: LockManagerLike;
  clock?: PersistenceClock;
  /** Where `pagehide` and `visibilitychange` are heard. */
  page?: { window: EventTarget; document: EventTarget & { visibilityState: DocumentVisibilityState } };
  tabId?: string;
  /**
   * Called when the lists are about to go — on `pagehide`, and before a scope change empties
   * them — ahead of noting the unsaved changes: the last chance to put state in the store.
   */
  beforeListsLeave?: () => void;
  /**
   * The answer streaming now, as far as it came. When the tab is hidden it goes into the note of
   * unsaved changes (not into the store, where it would be saved mid-stream): a hidden tab may be
   * discarded without a `pagehide`.
   */
  answerSoFar?: () => { sessionId: string; content: string } | null;
  /** localStorage: where unsaved changes are noted when the page goes. Without it, that note is skipped. */
  journalStorage?: JournalStorage | null;
}

export interface ChatPersistence {
  /** Same object until something changes (fit for useSyncExternalStore). */
  getStatus(): PersistenceStatus;
  subscribe(listener: () => void): () => void;
  /** The user has read the unreadable-data notice: the lists may be written again. */
  acknowledgeUnreadable(): void;
  retry(): void;
  /** The set-aside copies of unreadable data this page knows of (`asideKeys`), as stored. */
  asideCopies(): Promise<{ key: string; value: unknown }[]>;
  /** Resolves once every pending change is written (or its write has failed). */
  flush(): Promise<void>;
  /** Sign-in, sign-out, tenant change: flushes, empties both lists, loads the new scope's. */
  changeScope(scope: StorageScope | null): Promise<void>;
  stop(): void;
}
