import { and, emit, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { chatStreamMachine } from '../conversation/chat-stream.machine';
import { serverDeletesMachine } from '../conversation/server-deletes.machine';
import { uploadQueueMachine } from '../conversation/upload-queue.machine';
import { historyMachine } from '../persistence/history.machine';
import { historyChild, historyToolContext, historyToolProtocol, type HistorySettled, type HistoryToolContext, type ToolEvent, type NoTags } from '../studio/tool-protocol';

/** The general chat's persisted lists (tools.md §3): its chats and its uploaded documents. */
export const chatLists = ['chats', 'documents'] as const;
export type ChatListName = (typeof chatLists)[number];

export interface ChatToolInput {
  scope: StorageScope | null;
}

export type ChatToolEvent =
  | ToolEvent
  | HistorySettled
  | { type: 'xstate.snapshot.history'; snapshot: SnapshotFrom<typeof historyMachine> }
  | { type: 'xstate.snapshot.stream'; snapshot: SnapshotFrom<typeof chatStreamMachine> }
  | { type: 'xstate.snapshot.uploads'; snapshot: SnapshotFrom<typeof uploadQueueMachine> }
  /**
   * Asked with `can()`, never sent: may a question go now? `awaitingAnswer`: the open chat's last
   * message is an answer still to come (a kept one no page streams yet), which the store knows.
   */
  | { type: 'chat.send'; awaitingAnswer: boolean };

/**
 * Told to the wiring: the history is read (`chat.historyOpened`: the latest chat opens again, once
 * per scope), and expiry is due (`chat.expiryDue`: documents past 24 hours and chats past 90 days;
 * first once the chats are read too, since before that no chat would lose the expired documents,
 * then every minute and whenever the tab comes back to the front).
 */
export type ChatToolEmitted = { type: 'chat.historyOpened' } | { type: 'chat.expiryDue' };

/** How often an open studio looks for documents and chats that have expired meanwhile. */
export const EXPIRY_CHECK_MS = 60_000;

type ChatToolContext = HistoryToolContext;

type HistorySnapshot = SnapshotFrom<typeof historyMachine>;
const unread = new Set([undefined, 'loading', 'loadFailed']);
const sameScope = (a: StorageScope | null, b: StorageScope | null) => a?.tenant === b?.tenant && a?.userId === b?.userId;
/** The history speaks of the scope the tool was last told of (not of the one it is leaving). */
const current = (context: ChatToolContext, snapshot: HistorySnapshot) => sameScope(snapshot.context.scope, context.scope);

/**
 * The general chat (tools.md §2 "General chat", §4): its persisted history, the streamed answer,
 * the upload queue and the server deletes, with the order between them when the page hides or goes, when the
 * session's scope changes, and when the studio asks it to settle. Spawned by the studio when the
 * chat's route is first entered.
 */
const chatSetup = setup({
  types: {
    tags: {} as NoTags,
    input: {} as ChatToolInput,
    context: {} as ChatToolContext,
    events: {} as ChatToolEvent,
    emitted: {} as ChatToolEmitted,
    children: {} as { history: 'history'; stream: 'stream'; uploads: 'uploads'; deletes: 'deletes' },
  },
  actors: { history: historyMachine, stream: chatStreamMachine, uploads: uploadQueueMachine, deletes: serverDeletesMachine },
  guards: {
    chatsReady: ({ context, event }) =>
      event.type === 'xstate.snapshot.history' && current(context, event.snapshot) && event.snapshot.context.views.chats?.status === 'ready',
    answerUnderWay: ({ event }) => event.type === 'xstate.snapshot.stream' && !event.snapshot.hasTag('ready'),
    answerDone: ({ event }) => event.type === 'xstate.snapshot.stream' && event.snapshot.hasTag('ready'),
    noAnswerAwaited: ({ event }) => event.type === 'chat.send' && !event.awaitingAnswer,
    uploadUnderWay: ({ event }) => event.type === 'xstate.snapshot.uploads' && event.snapshot.hasTag('busy'),
    uploadsDone: ({ event }) => event.type === 'xstate.snapshot.uploads' && event.snapshot.hasTag('ready'),
    documentsDue: ({ context, event }) => {
      if (event.type !== 'xstate.snapshot.history' || !current(context, event.snapshot)) return false;
      const { views } = event.snapshot.context;
      return views.documents?.status === 'ready' && !unread.has(views.chats?.status);
    },
  },
  actions: {
    expiryDue: emit({ type: 'chat.expiryDue' as const }),
  },
});

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  context: historyToolContext,
  invoke: [
    {
      ...historyChild('chat', chatLists),
      onSnapshot: {},
    },
    { id: 'stream', systemId: 'chat.stream', src: 'stream', onSnapshot: {} },
    { id: 'uploads', systemId: 'chat.uploads', src: 'uploads', onSnapshot: {} },
    // What the user deletes goes from the server too; what could not be sent is sent at the next start.
    { id: 'deletes', systemId: 'chat.deletes', src: 'deletes', input: ({ context }) => ({ scope: context.scope }) },
  ],
  // The studio's protocol; a new scope's lists are waited for again (the latest chat reopens once per scope).
  on: historyToolProtocol(chatSetup, { tool: 'chat', stream: 'stream', scopeTarget: ['.chats.waiting', '.documents.waiting'], scopeAlsoTo: ['deletes'] }),
  type: 'parallel',
  states: {
    /**
     * The chat's send rule (tools.md §4): a question goes while no answer streams here, the
     * open chat awaits none and no file is still uploading (a question sent before its document is
     * in would be asked without it). The view asks it with `can({ type: 'chat.send', … })`, and so
     * do the commands before they write the question and start the stream.
     */
    asking: {
      initial: 'free',
      states: {
        free: {
          on: {
            'xstate.snapshot.stream': { guard: 'answerUnderWay', target: 'answering' },
            // Taken, it changes nothing here (the commands write the question and start the stream): `can()` says yes.
            'chat.send': { guard: and(['noAnswerAwaited', stateIn('#chat.uploading.settled')]), target: 'free' },
          },
        },
        answering: { on: { 'xstate.snapshot.stream': { guard: 'answerDone', target: 'free' } } },
      },
    },
    /** Whether a file is on its way to the server (the upload queue's own tags, followed). */
    uploading: {
      initial: 'settled',
      states: {
        settled: { on: { 'xstate.snapshot.uploads': { guard: 'uploadUnderWay', target: 'running' } } },
        running: { on: { 'xstate.snapshot.uploads': { guard: 'uploadsDone', target: 'settled' } } },
      },
    },
    chats: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'xstate.snapshot.history': { guard: 'chatsReady', target: 'opened', actions: emit({ type: 'chat.historyOpened' as const }) } } },
        opened: {},
      },
    },
    documents: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'xstate.snapshot.history': { guard: 'documentsDue', target: 'checked', actions: 'expiryDue' } } },
        checked: {
          after: { [EXPIRY_CHECK_MS]: { target: 'checked', reenter: true, actions: 'expiryDue' } },
          on: { 'page.visible': { actions: 'expiryDue' } },
        },
      },
    },
  },
});
