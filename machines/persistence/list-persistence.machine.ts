import { and, assign, emit, enqueueActions, fromCallback, fromPromise, setup, stateIn } from 'xstate';
import {
  StorageFullError, type Incident, type ListBookkeeping, type ListInput, type ListPersistenceEmitted, type ListPersistenceEvent,
  type LoadInput, type LoadResult, type PendingAnswer, type SaveInput, type SaveResult, type Stamps,
} from './list-persistence.types';

/** At most one write per second; a flush (page hidden, a completed message) skips the wait. */
export const SAVE_THROTTLE_MS = 1_000;
/** A storage that has not answered a read by then is treated as failed; nothing is written meanwhile. */
export const LOAD_TIMEOUT_MS = 10_000;
/** A 50 MB chat is one record (and a history stored before version 4 is split at once): its write may take a while, but not this long. */
export const SAVE_TIMEOUT_MS = 30_000;
/** A failed read or write is tried again after 1 s, then 2, 4, 8, 16, and every 30 s. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

export const retryDelay = (failures: number) => Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);

interface ListContext extends ListInput, ListBookkeeping {
  /** Where unreadable data was set aside when the user was told of it (for support and the download). */
  asideKeys: string[];
  /** Failed reads or writes in a row: the retry backs off with it. */
  failures: number;
}

/** What the synchronous note of unsaved changes needs. */
export interface NoteUnsavedParams extends ListInput {
  base: Stamps;
  pending: PendingAnswer | null;
}

const told = (incident: Incident | null): incident is Incident => incident !== null && !incident.acknowledged;

/**
 * Loads and saves one persisted list of one storage scope (a tool's chats or documents). The
 * effects are provided: `load` reads and merges into memory, `save` merges and writes under a lock,
 * `watch` reports memory changes and other tabs' writes, `noteUnsaved` writes the journal a closing
 * page leaves. What they decide with lives here: the stamps of the last read or write (`base`),
 * the journals still to forget, the unreadable data found (`incident`), the failures in a row.
 *
 * Tags: `busy` (reading or writing), `pending` (changes wait for the throttle), `attention`
 * (unreadable data was set aside; nothing is written until `persistence.acknowledged`),
 * `warning` (storage full), `error` (storage failed; retried with backoff).
 */
const listSetup = setup({
  types: {
    tags: {} as 'attention' | 'busy' | 'error' | 'pending' | 'warning',
    input: {} as ListInput,
    context: {} as ListContext,
    events: {} as ListPersistenceEvent,
    emitted: {} as ListPersistenceEmitted,
  },
  actors: {
    load: fromPromise<LoadResult, LoadInput>(async () => {
      throw new Error('persistence actor "load" must be provided');
    }),
    save: fromPromise<SaveResult, SaveInput>(async () => {
      throw new Error('persistence actor "save" must be provided');
    }),
    watch: fromCallback<ListPersistenceEvent, ListInput>(() => {
      throw new Error('persistence actor "watch" must be provided');
    }),
  },
  actions: {
    noteUnsaved: (_, _params: NoteUnsavedParams) => {
      throw new Error('persistence action "noteUnsaved" must be provided');
    },
    loaded: assign((_, { base, journalKeys, incident }: LoadResult) => ({ base, journalKeys, incident, failures: 0 })),
    saved: assign((_, result: SaveResult) =>
      result.outcome === 'saved' ? { base: result.base, journalKeys: result.journalKeys, incident: result.incident, failures: 0 } : { incident: result.incident },
    ),
    acknowledged: assign(({ context }) => ({ incident: context.incident && { ...context.incident, acknowledged: true } })),
    failed: assign(({ context }) => ({ failures: context.failures + 1 })),
    tellUnreadable: enqueueActions(({ context, enqueue }, incident: Incident | null) => {
      if (!told(incident)) return;
      if (incident.asideKey !== null) enqueue.assign({ asideKeys: [...context.asideKeys, incident.asideKey] });
      enqueue.emit({ type: 'unreadableFound', asideKey: incident.asideKey });
    }),
  },
  guards: {
    unreadable: (_, incident: Incident | null) => told(incident),
    dirty: (_, result: LoadResult) => result.dirty,
    storageFull: ({ event }) => 'error' in event && event.error instanceof StorageFullError,
    /** The write that just ended may lack changes made while it ran. */
    behind: ({ event }) => {
      const result = 'output' in event ? (event.output as SaveResult) : undefined;
      return result?.outcome !== 'saved' || result.behind;
    },
  },
  delays: {
    throttle: SAVE_THROTTLE_MS,
    loadTimeout: LOAD_TIMEOUT_MS,
    saveTimeout: SAVE_TIMEOUT_MS,
    retry: ({ context }) => retryDelay(context.failures),
  },
});

/**
 * Reading the stored list, at start-up (`initial`: leftover placeholders are resolved) or after
 * another tab saved: unreadable data waits for the user, unsaved changes for the throttle.
 */
const reading = (initial: boolean) =>
  listSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      id: 'load',
      src: 'load',
      input: ({ context }) => ({ ...bookkeeping(context), initial }),
      onDone: [
        {
          guard: { type: 'unreadable', params: ({ event }) => event.output.incident },
          target: 'unreadable',
          actions: [{ type: 'loaded', params: ({ event }) => event.output }, { type: 'tellUnreadable', params: ({ event }) => event.output.incident }],
        },
        { guard: { type: 'dirty', params: ({ event }) => event.output }, target: 'throttling', actions: { type: 'loaded', params: ({ event }) => event.output } },
        { target: 'idle', actions: { type: 'loaded', params: ({ event }) => event.output } },
      ],
      onError: { target: 'loadFailed', actions: 'failed' },
    },
    after: { loadTimeout: { target: 'loadFailed', actions: 'failed' } },
  });

/** After a write, or one storage refused for want of space: a change waits for the throttle, a flush writes, another tab's save is read. */
const betweenWrites = {
  'persistence.changed': { target: 'throttling' },
  'persistence.flush': { target: 'saving' },
  'persistence.remoteSaved': { target: 'reloading' },
} as const;

export const listPersistenceMachine = listSetup.createMachine({
  id: 'listPersistence',
  context: ({ input }) => ({ ...input, base: {}, journalKeys: [], incident: null, asideKeys: [], failures: 0 }),
  invoke: { src: 'watch', input: ({ context }) => ({ list: context.list, scope: context.scope }) },
  on: {
    // Synchronous: a closing page runs no more promises.
    'persistence.rescue': {
      actions: {
        type: 'noteUnsaved',
        params: ({ context, event }) => ({ list: context.list, scope: context.scope, base: context.base, pending: event.pending }),
      },
    },
  },
  initial: 'loading',
  states: {
    loading: reading(true),
    // Memory keeps every change; the next load merges it (nothing is known of the stored data yet).
    loadFailed: {
      tags: ['error'],
      after: { retry: { target: 'loading' } },
      on: { 'persistence.retry': { target: 'loading' }, 'persistence.remoteSaved': { target: 'loading' } },
    },
    unreadable: {
      tags: ['attention'],
      on: { 'persistence.acknowledged': { target: 'saving', actions: 'acknowledged' } },
    },
    // The first change after a quiet second is written at once (a reload right after a message keeps
    // it); changes within a second of a write wait for the throttle: at most one write per second.
    idle: {
      on: { 'persistence.changed': { target: 'saving' }, 'persistence.remoteSaved': { target: 'reloading' } },
    },
    coolingDown: {
      after: { throttle: { target: 'idle' } },
      on: betweenWrites,
    },
    // A save merges what other tabs stored, so a remote save needs no reload here.
    throttling: {
      tags: ['pending'],
      after: { throttle: { target: 'saving' } },
      on: { 'persistence.flush': { target: 'saving' } },
    },
    reloading: {
      ...reading(false),
      on: { 'persistence.flush': { target: 'saving' } },
    },
    saving: {
      tags: ['busy'],
      initial: 'clean',
      states: { clean: { on: { 'persistence.changed': { target: 'dirty' } } }, dirty: {} },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => bookkeeping(context),
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'unreadable',
            target: 'unreadable',
            actions: [{ type: 'saved', params: ({ event }) => event.output }, { type: 'tellUnreadable', params: ({ event }) => event.output.incident }],
          },
          // A change heard during the write is pending unless the write already read it.
          { guard: and([stateIn({ saving: 'dirty' }), 'behind']), target: 'throttling', actions: { type: 'saved', params: ({ event }) => event.output } },
          { target: 'coolingDown', actions: { type: 'saved', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'storageFull', target: 'storageFull', actions: emit({ type: 'storageFull' as const }) },
          { target: 'saveFailed', actions: 'failed' },
        ],
      },
      after: { saveTimeout: { target: 'saveFailed', actions: 'failed' } },
    },
    // Nothing in memory is lost; the next change (or a flush) tries again.
    storageFull: {
      tags: ['warning'],
      on: betweenWrites,
    },
    saveFailed: {
      tags: ['error'],
      after: { retry: { target: 'saving' } },
      on: {
        'persistence.retry': { target: 'saving' },
        'persistence.flush': { target: 'saving' },
        'persistence.remoteSaved': { target: 'reloading' },
      },
    },
  },
});

function bookkeeping({ list, scope, base, journalKeys, incident }: ListContext): SaveInput {
  return { list, scope, base, journalKeys, incident };
}
