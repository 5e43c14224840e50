import { and, emit, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import {
  StorageFullError, type ListPersistenceEmitted, type ListPersistenceEvent, type LoadInput, type LoadResult, type SaveInput,
  type SaveResult,
} from './list-persistence.types';

/** At most one write per second; a flush (page hidden) skips the wait. */
export const SAVE_THROTTLE_MS = 1_000;
/** A storage that has not answered a read by then is treated as failed; nothing is written meanwhile. */
export const LOAD_TIMEOUT_MS = 10_000;
/** A 50 MB history is one record: its write may take a while, but not this long. */
export const SAVE_TIMEOUT_MS = 30_000;
export const RETRY_MS = 5_000;

/**
 * Loads and saves one persisted list (chats or documents) of one storage scope.
 *
 * Tags: `busy` (reading or writing), `pending` (changes wait for the throttle), `attention`
 * (unreadable data was set aside; nothing is written until `persistence.acknowledged`),
 * `warning` (storage full), `error` (storage failed; retried).
 */
export const listPersistenceMachine = setup({
  types: {
    context: {} as { asideKeys: string[] },
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
  },
  guards: {
    unreadable: (_, result: LoadResult | SaveResult) => result.outcome === 'unreadable',
    dirty: (_, result: LoadResult) => result.outcome === 'loaded' && result.dirty,
    storageFull: ({ event }) => 'error' in event && event.error instanceof StorageFullError,
    /** The write that just ended may lack changes made while it ran. */
    behind: ({ event }) => {
      const result = 'output' in event ? (event.output as SaveResult) : undefined;
      return result?.outcome !== 'saved' || result.behind !== false;
    },
  },
  actions: {
    noteAside: enqueueActions(({ context, enqueue }, result: LoadResult | SaveResult) => {
      if (result.outcome !== 'unreadable') return;
      if (result.asideKey !== null) enqueue.assign({ asideKeys: [...context.asideKeys, result.asideKey] });
      enqueue.emit({ type: 'unreadableFound', asideKey: result.asideKey });
    }),
  },
  delays: { throttle: SAVE_THROTTLE_MS, loadTimeout: LOAD_TIMEOUT_MS, saveTimeout: SAVE_TIMEOUT_MS, retry: RETRY_MS },
}).createMachine({
  id: 'listPersistence',
  context: { asideKeys: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: { initial: true },
        onDone: [
          {
            guard: { type: 'unreadable', params: ({ event }) => event.output },
            target: 'unreadable',
            actions: { type: 'noteAside', params: ({ event }) => event.output },
          },
          { guard: { type: 'dirty', params: ({ event }) => event.output }, target: 'throttling' },
          { target: 'idle' },
        ],
        onError: { target: 'loadFailed' },
      },
      after: { loadTimeout: { target: 'loadFailed' } },
    },
    // Memory keeps every change; the next load merges it (nothing is known of the stored data yet).
    loadFailed: {
      tags: ['error'],
      after: { retry: { target: 'loading' } },
      on: { 'persistence.retry': { target: 'loading' }, 'persistence.remoteSaved': { target: 'loading' } },
    },
    unreadable: {
      tags: ['attention'],
      on: { 'persistence.acknowledged': { target: 'saving' } },
    },
    // The first change after a quiet second is written at once (a reload right after a message keeps
    // it); changes within a second of a write wait for the throttle: at most one write per second.
    idle: {
      on: { 'persistence.changed': { target: 'saving' }, 'persistence.remoteSaved': { target: 'reloading' } },
    },
    coolingDown: {
      after: { throttle: { target: 'idle' } },
      on: {
        'persistence.changed': { target: 'throttling' },
        'persistence.flush': { target: 'saving' },
        'persistence.remoteSaved': { target: 'reloading' },
      },
    },
    // A save merges what other tabs stored, so a remote save needs no reload here.
    throttling: {
      tags: ['pending'],
      after: { throttle: { target: 'saving' } },
      on: { 'persistence.flush': { target: 'saving' } },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        input: { initial: false },
        onDone: [
          {
            guard: { type: 'unreadable', params: ({ event }) => event.output },
            target: 'unreadable',
            actions: { type: 'noteAside', params: ({ event }) => event.output },
          },
          { guard: { type: 'dirty', params: ({ event }) => event.output }, target: 'throttling' },
          { target: 'idle' },
        ],
        onError: { target: 'loadFailed' },
      },
      after: { loadTimeout: { target: 'loadFailed' } },
      on: { 'persistence.flush': { target: 'saving' } },
    },
    saving: {
      tags: ['busy'],
      initial: 'clean',
      states: { clean: { on: { 'persistence.changed': { target: 'dirty' } } }, dirty: {} },
      invoke: {
        src: 'save',
        // Entered straight from the notice: the user has been told, the unreadable data may go.
        input: ({ event }) => ({ acknowledged: event.type === 'persistence.acknowledged' }),
        onDone: [
          {
            guard: { type: 'unreadable', params: ({ event }) => event.output },
            target: 'unreadable',
            actions: { type: 'noteAside', params: ({ event }) => event.output },
          },
          // A change heard during the write is pending unless the write already read it.
          { guard: and([stateIn({ saving: 'dirty' }), 'behind']), target: 'throttling' },
          { target: 'coolingDown' },
        ],
        onError: [
          { guard: 'storageFull', target: 'storageFull', actions: emit({ type: 'storageFull' as const }) },
          { target: 'saveFailed' },
        ],
      },
      after: { saveTimeout: { target: 'saveFailed' } },
    },
    // Nothing in memory is lost; the next change (or a flush) tries again.
    storageFull: {
      tags: ['warning'],
      on: {
        'persistence.changed': { target: 'throttling' },
        'persistence.flush': { target: 'saving' },
        'persistence.remoteSaved': { target: 'reloading' },
      },
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
