import { assign, enqueueActions, fromPromise, log, setup, type ActorRefFrom } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { sameDelete, withDeletes, type ServerDelete, type ServerDeleteInput, type ServerDeletesEvent } from './server-deletes.types';

interface ServerDeletesContext {
  /** Whose deletes; null: nobody is signed in, nothing is kept or sent. */
  scope: StorageScope | null;
  /** Requested, not yet written to the browser's storage. */
  toKeep: ServerDelete[];
  /** Those being written now. */
  writing: ServerDelete[];
  /** Written, waiting for the server (the first is the one on its way). */
  queue: ServerDelete[];
}

type InternalEvent = ServerDeletesEvent | { type: 'deletes.kept' };

const mustBeProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`server-deletes actor "${name}" must be provided`);
};

const headOf = ({ queue }: ServerDeletesContext): ServerDelete => {
  const [item] = queue;
  if (!item) throw new Error('server deletes: sending with an empty queue');
  return item;
};
const sameScope = (a: StorageScope | null, b: StorageScope | null) => a?.tenant === b?.tenant && a?.userId === b?.userId;

/**
 * Delete means delete: what the user deletes in the browser (a document, a chat with kept
 * answers) is deleted on the server too. The local delete never waits for it. Each request is
 * first written to the browser's storage (`keepPending`), then sent (`deleteOnServer`), then
 * its record goes (`dropPending`). A call that fails so that it may succeed later (offline, a
 * 401, the server down) stops the sending: what waits is sent again at the next start, that is
 * when this user's pending deletes are read (`loadPending`), or when another delete comes.
 *
 * Tags: `busy` while reading, writing or sending; `held` after a call that is to be retried.
 */
export const serverDeletesMachine = setup({
  types: {
    tags: {} as 'busy' | 'held',
    input: {} as { scope: StorageScope | null },
    context: {} as ServerDeletesContext,
    events: {} as InternalEvent,
  },
  actors: {
    loadPending: fromPromise<ServerDelete[], { scope: StorageScope }>(mustBeProvided('loadPending')),
    keepPending: fromPromise<void, { scope: StorageScope; items: ServerDelete[] }>(mustBeProvided('keepPending')),
    /** Resolves when nothing is left on the server (deleted, or never there); rejects when it should be tried again later. */
    deleteOnServer: fromPromise<void, ServerDeleteInput>(mustBeProvided('deleteOnServer')),
    dropPending: fromPromise<void, ServerDeleteInput>(mustBeProvided('dropPending')),
  },
  guards: {
    hasScope: ({ context }) => context.scope !== null,
    otherScope: ({ context, event }) => event.type === 'session.scopeChanged' && !sameScope(event.scope, context.scope),
    nothingToKeep: ({ context }) => context.toKeep.length === 0,
    nothingToSend: ({ context }) => context.queue.length === 0,
  },
  actions: {
    note: assign(({ context, event }) => {
      if (event.type !== 'deletes.requested') return {};
      const fresh = event.items.filter((item) => !context.queue.some((queued) => sameDelete(queued, item)));
      return { toKeep: withDeletes(context.toKeep, fresh) };
    }),
    /** The written ones wait for the server now; the sending hears of them. */
    kept: enqueueActions(({ context, enqueue }) => {
      const written = context.writing;
      enqueue.assign({
        writing: [],
        toKeep: context.toKeep.filter((item) => !written.some((done) => sameDelete(done, item))),
        queue: withDeletes(context.queue, written),
      });
      enqueue.raise({ type: 'deletes.kept' });
    }),
    shift: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    switchScope: assign(({ event }) => (event.type === 'session.scopeChanged' ? { scope: event.scope, toKeep: [], writing: [], queue: [] } : {})),
  },
}).createMachine({
  id: 'serverDeletes',
  context: ({ input }) => ({ scope: input.scope, toKeep: [], writing: [], queue: [] }),
  initial: 'choosing',
  on: { 'session.scopeChanged': { guard: 'otherScope', target: '.choosing', actions: 'switchScope' } },
  states: {
    choosing: { always: [{ guard: 'hasScope', target: 'attached' }, { target: 'detached' }] },
    detached: {},
    attached: {
      initial: 'loading',
      states: {
        // The next start: what an earlier page could not send goes first.
        loading: {
          tags: ['busy'],
          on: { 'deletes.requested': { actions: 'note' } },
          invoke: {
            src: 'loadPending',
            input: ({ context }) => ({ scope: context.scope! }),
            onDone: { target: 'running', actions: assign(({ context, event }) => ({ queue: withDeletes(event.output, context.queue) })) },
            onError: { target: 'running', actions: log(({ event }) => `server deletes: the pending deletes could not be read: ${String(event.error)}`) },
          },
        },
        running: {
          type: 'parallel',
          states: {
            keeping: {
              initial: 'next',
              states: {
                next: { always: [{ guard: 'nothingToKeep', target: 'idle' }, { target: 'writing' }] },
                idle: { on: { 'deletes.requested': { target: 'next', actions: 'note' } } },
                writing: {
                  tags: ['busy'],
                  entry: assign(({ context }) => ({ writing: context.toKeep })),
                  on: { 'deletes.requested': { actions: 'note' } },
                  invoke: {
                    src: 'keepPending',
                    input: ({ context }) => ({ scope: context.scope!, items: context.writing }),
                    onDone: { target: 'next', actions: 'kept' },
                    // Storage refused: the call is still made, only a failure of it would be forgotten.
                    onError: {
                      target: 'next',
                      actions: [
                        log(({ event }) => `server deletes: a pending delete could not be written: ${String(event.error)}`),
                        'kept',
                      ],
                    },
                  },
                },
              },
            },
            sending: {
              initial: 'next',
              states: {
                next: { always: [{ guard: 'nothingToSend', target: 'idle' }, { target: 'deleting' }] },
                idle: { on: { 'deletes.kept': 'next' } },
                deleting: {
                  tags: ['busy'],
                  invoke: {
                    src: 'deleteOnServer',
                    input: ({ context }) => ({ scope: context.scope!, item: headOf(context) }),
                    onDone: 'dropping',
                    onError: { target: 'held', actions: log(({ event }) => `server deletes: kept for the next start: ${String(event.error)}`) },
                  },
                },
                dropping: {
                  tags: ['busy'],
                  invoke: {
                    src: 'dropPending',
                    input: ({ context }) => ({ scope: context.scope!, item: headOf(context) }),
                    // A record left behind only sends one more delete, which finds nothing (404).
                    onDone: { target: 'next', actions: 'shift' },
                    onError: { target: 'next', actions: 'shift' },
                  },
                },
                // Offline, signed out by a 401, or the server down: the rest waits for the next start, or the next delete.
                held: { tags: ['held'], on: { 'deletes.kept': 'next' } },
              },
            },
          },
        },
      },
    },
  },
});

export type ServerDeletesActor = ActorRefFrom<typeof serverDeletesMachine>;
