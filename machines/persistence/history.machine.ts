import { assign, emit, enqueueActions, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { listPersistenceMachine } from './list-persistence.machine';
import type { ListStatus, PendingAnswer } from './list-persistence.types';

export interface HistoryInput {
  /** The history's system id; each list is `<name>.<list>` ("chat.history.chats"). */
  name: string;
  /** The tool's persisted lists, by name. */
  lists: readonly string[];
  /** Whose lists; null: nobody is signed in, nothing is read or written. */
  scope: StorageScope | null;
}

/** What the history knows of one list from its last snapshot. */
export interface ListView {
  status: ListStatus;
  /** Reading or writing. */
  busy: boolean;
  /** Changes wait for the throttle. */
  pending: boolean;
  asideKeys: readonly string[];
}

export type HistoryEvent =
  /** Sign-in, sign-out, session end, tenant change: the lists are written, emptied, and the new scope's read. */
  | { type: 'history.scopeChanged'; scope: StorageScope | null }
  /** Write what waits for the throttle now (a completed message). */
  | { type: 'history.flush' }
  /** Write what waits, then tell `replyTo` `history.settled` (before a sign-out or a reload). */
  | { type: 'history.settle'; replyTo: AnyActorRef }
  /** The tab went to the background: note the unsaved changes (with the answer so far) and write them. */
  | { type: 'history.hidden'; pending: PendingAnswer | null }
  /** The page is going: note the unsaved changes and write what waits, as far as the page lets us. */
  | { type: 'page.leaving' }
  /** The user has read the unreadable-data notice. */
  | { type: 'history.acknowledged' }
  | { type: 'history.retry' }
  | { type: `xstate.snapshot.${string}`; snapshot: SnapshotFrom<typeof listPersistenceMachine> };

/** Told once the lists are read again after a scope change: the store's lists must be emptied first. */
export type HistoryEmitted = { type: 'history.cleared'; scope: StorageScope | null };

interface HistoryContext extends HistoryInput {
  views: Record<string, ListView>;
  /** The scope to switch to once the lists have written what they hold. */
  next: StorageScope | null;
  /** Who waits for `history.settled`. */
  waiting: AnyActorRef[];
}

const problems = ['unreadable', 'loadFailed', 'storageFull', 'saveFailed'] as const;

/** What a list's snapshot means for the history. */
export function viewOf(snapshot: SnapshotFrom<typeof listPersistenceMachine>): ListView {
  return {
    status: snapshot.matches('loading') ? 'loading' : (problems.find((state) => snapshot.matches(state)) ?? 'ready'),
    busy: snapshot.hasTag('busy'),
    pending: snapshot.hasTag('pending'),
    asideKeys: snapshot.context.asideKeys,
  };
}

/** No list is reading, or has changes waiting for the throttle. */
const quiet = (views: Record<string, ListView>) => Object.values(views).every((view) => !view.busy && !view.pending);
const loadingView: ListView = { status: 'loading', busy: true, pending: false, asideKeys: [] };
const sameScope = (a: StorageScope | null, b: StorageScope | null) => a?.tenant === b?.tenant && a?.userId === b?.userId;
const listOf = (eventType: string) => eventType.slice('xstate.snapshot.'.length);

/**
 * A tool's persisted lists for the signed-in user: spawned per storage scope, written before a
 * scope change empties them, told when the page hides or goes. The lists themselves are
 * list-persistence actors (`<name>.<list>` in the system); their effects are the `list` actor
 * the tool provides.
 *
 * Tags: `attached` while a scope is set (its lists run).
 */
export const historyMachine = setup({
  types: {
    tags: {} as 'attached',
    input: {} as HistoryInput,
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    emitted: {} as HistoryEmitted,
  },
  actors: { list: listPersistenceMachine },
  actions: {
    spawnLists: enqueueActions(({ context, enqueue }) => {
      const { scope } = context;
      if (!scope) return;
      for (const list of context.lists) {
        enqueue.spawnChild('list', { id: list, systemId: `${context.name}.${list}`, input: { list, scope }, syncSnapshot: true });
      }
      enqueue.assign({ views: Object.fromEntries(context.lists.map((list) => [list, loadingView])) });
    }),
    stopLists: enqueueActions(({ context, enqueue }) => {
      for (const list of context.lists) enqueue.stopChild(list);
      enqueue.assign({ views: {} });
    }),
    // Only this scope's lists: a list stopped at a scope change may still have a snapshot on its
    // way, and the new user's list must not look read because the old one was.
    see: assign(({ context, event }) =>
      event.type.startsWith('xstate.snapshot.') && 'snapshot' in event && sameScope(event.snapshot.context.scope, context.scope)
        ? { views: { ...context.views, [listOf(event.type)]: viewOf(event.snapshot) } }
        : {},
    ),
    /** The flush a page hide or leave does, and `flushActor` did: only a list with changes waiting writes. */
    flushPending: enqueueActions(({ context, enqueue }) => {
      for (const [list, view] of Object.entries(context.views)) if (view.pending) enqueue.sendTo(list, { type: 'persistence.flush' });
    }),
    rescue: enqueueActions(({ context, enqueue }, pending: PendingAnswer | null) => {
      for (const list of Object.keys(context.views)) enqueue.sendTo(list, { type: 'persistence.rescue', pending });
    }),
    forward: enqueueActions(({ context, enqueue }, type: 'persistence.acknowledged' | 'persistence.retry') => {
      for (const list of Object.keys(context.views)) enqueue.sendTo(list, { type });
    }),
    wait: assign(({ context }, replyTo: AnyActorRef) => ({ waiting: [...context.waiting, replyTo] })),
    reply: enqueueActions(({ context, enqueue }) => {
      for (const replyTo of context.waiting) enqueue.sendTo(replyTo, { type: 'history.settled' });
      enqueue.assign({ waiting: [] });
    }),
  },
  guards: {
    settled: ({ context }) => quiet(context.views),
    hasScope: ({ context }) => context.scope !== null,
    otherScope: ({ context, event }) => event.type === 'history.scopeChanged' && !sameScope(event.scope, context.scope),
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({ ...input, views: {}, next: null, waiting: [] }),
  initial: 'choosing',
  states: {
    choosing: { always: [{ guard: 'hasScope', target: 'attached' }, { target: 'detached' }] },
    detached: {
      on: {
        'history.scopeChanged': { guard: 'otherScope', target: 'switching', actions: assign({ next: ({ event }) => event.scope }) },
        'history.settle': { actions: [{ type: 'wait', params: ({ event }) => event.replyTo }, 'reply'] },
      },
    },
    attached: {
      tags: ['attached'],
      entry: 'spawnLists',
      exit: 'stopLists',
      on: {
        'xstate.snapshot.*': { actions: 'see' },
        'history.hidden': { actions: [{ type: 'rescue', params: ({ event }) => event.pending }, 'flushPending'] },
        'page.leaving': { actions: [{ type: 'rescue', params: null }, 'flushPending'] },
        'history.acknowledged': { actions: { type: 'forward', params: 'persistence.acknowledged' } },
        'history.retry': { actions: { type: 'forward', params: 'persistence.retry' } },
        'history.scopeChanged': { guard: 'otherScope', target: '.leaving', actions: assign({ next: ({ event }) => event.scope }) },
      },
      initial: 'active',
      states: {
        active: {
          on: {
            'history.flush': { actions: 'flushPending' },
            'history.settle': { target: 'flushing', actions: { type: 'wait', params: ({ event }) => event.replyTo } },
          },
        },
        flushing: {
          entry: 'flushPending',
          always: { guard: 'settled', target: 'active', actions: 'reply' },
          on: {
            // A write that ends with changes heard meanwhile leaves them waiting: they go too.
            'xstate.snapshot.*': { actions: ['see', 'flushPending'] },
            'history.settle': { actions: { type: 'wait', params: ({ event }) => event.replyTo } },
          },
        },
        // The lists are about to go. A storage that is full, failing or holding unread data would
        // not take the last changes: they are noted under the old scope first, and that user's
        // next load merges them back (a successful write removes the note).
        leaving: {
          entry: [{ type: 'rescue', params: null }, 'flushPending'],
          always: { guard: 'settled', target: '#history.switching' },
          on: {
            'xstate.snapshot.*': { actions: ['see', 'flushPending'] },
            'history.settle': { actions: { type: 'wait', params: ({ event }) => event.replyTo } },
          },
        },
      },
    },
    switching: {
      entry: [assign({ scope: ({ context }) => context.next }), emit(({ context }) => ({ type: 'history.cleared' as const, scope: context.scope }))],
      always: [
        { guard: 'hasScope', target: 'attached', actions: 'reply' },
        { target: 'detached', actions: 'reply' },
      ],
    },
  },
});

export type HistoryActor = ActorRefFrom<typeof historyMachine>;

/** No list is reading, or has changes waiting for the throttle. */
export const historySettled = (snapshot: SnapshotFrom<typeof historyMachine>) => quiet(snapshot.context.views);

/** The list statuses and the set-aside keys, for the view's notices. */
export function historyStatus(snapshot: SnapshotFrom<typeof historyMachine>) {
  const { views } = snapshot.context;
  return {
    lists: Object.fromEntries(Object.entries(views).map(([list, view]) => [list, view.status])) as Record<string, ListStatus>,
    asideKeys: Object.values(views).flatMap((view) => view.asideKeys),
  };
}
