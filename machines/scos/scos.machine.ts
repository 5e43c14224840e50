import { fromPromise, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { serverDeletesMachine } from '../conversation/server-deletes.machine';
import { historyMachine } from '../persistence/history.machine';
import { historyToolContext, historyToolProtocol, type HistorySettled, type HistoryToolContext, type ToolEvent, type ToolInput, type NoTags } from '../studio/tool-protocol';
import { scosConversationMachine } from './scos-conversation.machine';
import type { RestoredChat } from './scos-conversation.types';

/** The demo's persisted lists: its chats and its documents, under its own keys. */
export const scosLists = ['chats', 'documents'] as const;
export type ScosListName = (typeof scosLists)[number];

export type ScosToolEvent = ToolEvent | HistorySettled | { type: 'scos.listsRead' };

/** What restoring decides once the lists are read: the chat to open (null: none) and the id of a new one. */
export interface RestoreOutcome {
  chat: RestoredChat | null;
  sessionId: string;
}

const sameScope = (a: StorageScope | null, b: StorageScope | null) => a?.tenant === b?.tenant && a?.userId === b?.userId;

/**
 * The history has read every list of this scope (whatever came of it: a failed read leaves the chat
 * in memory). Asked of the lists themselves: right after a scope change the history can still
 * hear the last snapshots of the previous user's lists.
 */
export const listsRead = (history: SnapshotFrom<typeof historyMachine>, scope: StorageScope | null) =>
  sameScope(history.context.scope, scope) &&
  history.hasTag('attached') &&
  scosLists.every((list) => {
    const child = history.children[list] as { getSnapshot(): { matches(state: string): boolean } } | undefined;
    return child !== undefined && !child.getSnapshot().matches('loading');
  });

/**
 * The customer-service demo (tools.md §4 "Customer-service chat"): its saved chats and documents
 * (`scos.history`, the shared history machine) and the conversation (`scos.conversation`). The
 * start-up order of §4: the lists are read, then old documents go and the last chat opens (or a
 * new one starts with "hi"): `restoreChat`, which the wiring provides (it reads the store).
 */
const scosSetup = setup({
  types: {
    tags: {} as NoTags,
    input: {} as ToolInput,
    context: {} as HistoryToolContext,
    events: {} as ScosToolEvent,
    children: {} as { history: 'history'; conversation: 'conversation'; restoreChat: 'restoreChat'; deletes: 'deletes' },
  },
  actors: {
    history: historyMachine,
    conversation: scosConversationMachine,
    deletes: serverDeletesMachine,
    restoreChat: fromPromise<RestoreOutcome>(() => Promise.reject(new Error('restoreChat must be provided'))),
  },
});

export const scosMachine = scosSetup.createMachine({
  id: 'scosTool',
  context: historyToolContext,
  invoke: [
    {
      id: 'history',
      systemId: 'scos.history',
      src: 'history',
      input: ({ context }) => ({ name: 'scos.history', lists: scosLists, scope: context.scope }),
      onSnapshot: { guard: ({ context, event }) => listsRead(event.snapshot, context.scope), actions: raise({ type: 'scos.listsRead' }) },
    },
    { id: 'conversation', systemId: 'scos.conversation', src: 'conversation', input: ({ context }) => ({ scope: context.scope }) },
    // The documents the user deletes go from the main backend too; what could not be sent goes at the next start.
    { id: 'deletes', systemId: 'scos.deletes', src: 'deletes', input: ({ context }) => ({ scope: context.scope }) },
  ],
  // The studio's protocol: a new scope's lists are read and a chat restored again; the conversation
  // hears of the new scope too. Settling writes what waits (nothing of a turn is half-stored).
  on: historyToolProtocol(scosSetup, { tool: 'scos', scopeTarget: '.loading', scopeAlsoTo: ['conversation', 'deletes'] }),
  initial: 'loading',
  states: {
    /** Waiting for the history to read this scope's lists. */
    loading: { on: { 'scos.listsRead': 'restoring' } },
    restoring: {
      invoke: {
        id: 'restoreChat',
        src: 'restoreChat',
        onDone: { target: 'ready', actions: sendTo('conversation', ({ event }) => ({ type: 'scos.restore' as const, ...event.output })) },
        onError: 'ready',
      },
    },
    ready: {},
  },
});
