import { assign, emit, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import {
  defaultAutoNameAt, defaultReplyTimeoutMs, needsName, openingMessage, replyPause, settled, withoutTyping,
  type ApologyCode, type RestoredChat, type ScosContext, type ScosEmitted, type ScosEntry, type ScosEvent, type TurnInput, type TurnOutcome,
  type DocumentUpload,
  type UploadedDocument,
} from './scos-conversation.types';

/** The open chat as it is now (without the typing row), to be kept. */
const changedEvent = (context: ScosContext) => ({
  type: 'scos.changed' as const,
  sessionId: context.sessionId ?? '',
  entries: withoutTyping(context.entries),
  documents: context.documents,
});

/**
 * The customer-service conversation (tools.md §4 "Customer-service chat"):
 * isLoading → idle ↔ waiting ↔ uploading. A turn posts the text, shows a typing row, then the
 * reply items one by one with a random pause; failures become the maintenance apology.
 */
export const scosConversationMachine = setup({
  types: {
    tags: {} as 'busy' | 'ready' | 'uploading',
    input: {} as { scope: StorageScope | null },
    context: {} as ScosContext,
    events: {} as ScosEvent,
    emitted: {} as ScosEmitted,
  },
  actors: {
    sendTurn: fromPromise<TurnOutcome, TurnInput>(() => Promise.reject(new Error('sendTurn must be provided'))),
    nameChat: fromPromise<string, { entries: ScosEntry[] }>(() => Promise.reject(new Error('nameChat must be provided'))),
    uploadDocument: fromPromise<DocumentUpload, { file: File }>(() => Promise.reject(new Error('uploadDocument must be provided'))),
  },
  /** `replyTimeout`: provided with the configured time (`scos.replyTimeoutMs`). */
  delays: { replyPause: replyPause(Math.random), replyTimeout: defaultReplyTimeoutMs },
  guards: {
    hasText: ({ event }) => event.type === 'scos.send' && event.text.trim() !== '',
    repliedInFull: ({ context }) => context.queue.length === 0,
    uploadAsked: ({ context }) => context.queue.length === 0 && context.uploadTrigger === 'init',
    canStartNewChat: ({ context }) => context.entries.length > 1,
    chatOpen: ({ context }) => context.sessionId !== null,
    /** The open chat holds nothing of the user's yet: only what the bot said to its opening message. */
    onlyGreeted: ({ context }) => context.sessionId !== null && !context.entries.some((entry) => entry.from === 'user'),
    /** Provided with the configured count (`scos.autoNameAt`). */
    shouldName: ({ context }) => needsName(context, defaultAutoNameAt),
  },
  actions: {
    startTurn: assign(({ context, event }) => {
      if (event.type !== 'scos.send') return {};
      const text = event.text.trim();
      const user: ScosEntry = { id: context.nextId, from: 'user', text: event.label?.trim() || text };
      const typing: ScosEntry = { id: context.nextId + 1, from: 'bot', kind: 'typing' };
      return {
        entries: [...settled(context.entries), user, typing],
        nextId: context.nextId + 2,
        pending: { text, sitData: event.sitData ?? {} },
      };
    }),
    /** The next reply item goes in before the typing row; the bot's own upload triggers are obeyed. */
    revealNext: assign(({ context }) => {
      const [next, ...rest] = context.queue;
      if (!next) return {};
      const entry: ScosEntry = { id: context.nextId, from: 'bot', kind: 'item', message: next, disabled: false };
      const typingAt = context.entries.findIndex((row) => row.from === 'bot' && row.kind === 'typing');
      const at = typingAt === -1 ? context.entries.length : typingAt;
      const trigger = next.content.uploadTrigger;
      return {
        entries: [...context.entries.slice(0, at), entry, ...context.entries.slice(at)],
        nextId: context.nextId + 1,
        queue: rest,
        uploadTrigger: trigger ?? context.uploadTrigger,
      };
    }),
    dropTyping: assign(({ context }) => ({ entries: withoutTyping(context.entries), pending: null, queue: [], cut: null })),
    /** After the last kept item of a reply too large to show whole: the note of what was dropped. */
    noteCut: enqueueActions(({ context, enqueue }) => {
      const { cut } = context;
      if (!cut) return;
      const entries: ScosEntry[] = [...context.entries, { id: context.nextId, from: 'bot', kind: 'cut', cut }];
      enqueue.assign({ entries, nextId: context.nextId + 1, cut: null });
      enqueue.emit(changedEvent({ ...context, entries }));
    }),
    /** tools.md §8: a failed turn's apology, an incoming message. */
    apologise: assign(({ context }, code: ApologyCode) => ({
      entries: [...context.entries, { id: context.nextId, from: 'bot', kind: 'apology', code } as ScosEntry],
      nextId: context.nextId + 1,
    })),
    removeDocuments: assign({
      documents: ({ context, event }) => (event.type === 'scos.documentsRemoved' ? context.documents.filter((document) => !event.hashes.includes(document.hash)) : context.documents),
    }),
    /** A chat opens: its rows, name and documents; the ids go on after its last row. */
    openChat: assign((_, chat: RestoredChat) => ({
      sessionId: chat.sessionId,
      name: chat.name,
      entries: chat.entries,
      nextId: chat.entries.reduce((max, entry) => Math.max(max, entry.id), 0) + 1,
      documents: chat.documents,
      queue: [],
      cut: null,
      pending: null,
      uploadTrigger: null,
    })),
    /** A new chat under `sessionId`: empty, sending "hi". */
    startChat: assign((_, sessionId: string) => ({
      sessionId,
      name: null,
      entries: [] as ScosEntry[],
      nextId: 1,
      documents: [] as UploadedDocument[],
      queue: [],
      cut: null,
      pending: { text: openingMessage, sitData: {} },
      uploadTrigger: null,
    })),
    /** The open chat's rows or documents changed (after the change: it tells them as they are now). */
    changed: emit(({ context }) => changedEvent(context)),
    /** Told before the chat changes, so `from` is still the one left. */
    opened: emit((_, params: { from: string | null; to: string; created: boolean }) => ({ type: 'scos.chatOpened' as const, ...params })),
  },
}).createMachine({
  id: 'scos',
  context: ({ input }) => ({ scope: input.scope, sessionId: null, name: null, entries: [], nextId: 1, queue: [], cut: null, pending: null, uploadTrigger: null, documents: [] }),
  on: {
    'tool.settle': { actions: sendTo(({ event }) => event.replyTo, { type: 'tool.settled' as const, tool: 'scos' }) },
    'scos.renamed': { actions: assign({ name: ({ event }) => event.name }) },
    // Told only with a chat open: the store removes the documents from the saved chats itself.
    'scos.documentsRemoved': [{ guard: 'chatOpen', actions: ['removeDocuments', 'changed'] }, { actions: 'removeDocuments' }],
    'session.scopeChanged': {
      target: '.isLoading',
      actions: assign({ scope: ({ event }) => event.scope, sessionId: null, name: null, entries: [], queue: [], cut: null, pending: null, uploadTrigger: null, documents: [] }),
    },
  },
  initial: 'isLoading',
  states: {
    /** Until the saved chats are read: then the last one opens, or a new chat starts with "hi". */
    isLoading: {
      on: {
        'scos.restore': [
          {
            guard: ({ event }) => event.chat !== null,
            target: 'idle',
            actions: [
              { type: 'opened', params: ({ event }) => ({ from: null, to: event.chat!.sessionId, created: false }) },
              { type: 'openChat', params: ({ event }) => event.chat! },
            ],
          },
          {
            target: 'waiting',
            actions: [
              { type: 'opened', params: ({ event }) => ({ from: null, to: event.sessionId, created: true }) },
              { type: 'startChat', params: ({ event }) => event.sessionId },
            ],
          },
        ],
      },
    },
    idle: {
      tags: ['ready'],
      // tools.md §4: named through a summary once the chat has the configured count; a new turn
      // cancels the call, and the next idle asks again.
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'shouldName', target: 'naming' }, { target: 'quiet' }] },
        naming: {
          invoke: {
            id: 'nameChat',
            src: 'nameChat',
            input: ({ context }) => ({ entries: context.entries }),
            onDone: {
              target: 'quiet',
              guard: ({ event }) => event.output.trim() !== '',
              actions: [
                assign({ name: ({ event }) => event.output.trim() }),
                emit(({ context }) => ({ type: 'scos.named' as const, sessionId: context.sessionId ?? '', name: context.name ?? '' })),
              ],
            },
            onError: 'quiet',
          },
          // The user's own name wins over a summary still on its way.
          on: { 'scos.renamed': { target: 'quiet', actions: assign({ name: ({ event }) => event.name }) } },
        },
        quiet: {},
      },
      on: {
        'scos.send': { guard: 'hasText', target: 'waiting', actions: ['startTurn', assign({ uploadTrigger: null }), 'changed'] },
        'scos.newChat': {
          guard: 'canStartNewChat',
          target: 'waiting',
          actions: [
            { type: 'opened', params: ({ context, event }) => ({ from: context.sessionId, to: event.sessionId, created: true }) },
            { type: 'startChat', params: ({ event }) => event.sessionId },
          ],
        },
        // The open chat is gone: nothing to prune.
        'scos.reset': {
          target: 'waiting',
          actions: [
            { type: 'opened', params: ({ event }) => ({ from: null, to: event.sessionId, created: true }) },
            { type: 'startChat', params: ({ event }) => event.sessionId },
          ],
        },
        'scos.open': {
          guard: ({ context, event }) => event.chat.sessionId !== context.sessionId,
          target: 'idle',
          actions: [
            { type: 'opened', params: ({ context, event }) => ({ from: context.sessionId, to: event.chat.sessionId, created: false }) },
            { type: 'openChat', params: ({ event }) => event.chat },
          ],
        },
        'upload.start': 'uploading',
        // The bot answers in the language of each request: a chat it has only greeted is greeted
        // again in the language just chosen (once the user has said something, the chat stays as it was).
        'scos.languageChanged': {
          guard: 'onlyGreeted',
          target: 'waiting',
          actions: assign({ entries: [], nextId: 1, queue: [], cut: null, pending: { text: openingMessage, sitData: {} } }),
        },
      },
    },
    waiting: {
      tags: ['busy'],
      initial: 'asking',
      entry: assign(({ context }) =>
        context.entries.some((entry) => entry.from === 'bot' && entry.kind === 'typing')
          ? {}
          : { entries: [...context.entries, { id: context.nextId, from: 'bot', kind: 'typing' } as ScosEntry], nextId: context.nextId + 1 },
      ),
      on: {
        'scos.abort': { target: 'idle', actions: ['dropTyping', emit({ type: 'scos.aborted' as const })] },
      },
      states: {
        asking: {
          invoke: {
            id: 'sendTurn',
            src: 'sendTurn',
            input: ({ context }) => ({
              message: context.pending?.text ?? openingMessage,
              sessionId: context.sessionId ?? '',
              sitData: context.pending?.sitData ?? {},
              userId: context.scope?.userId ?? '',
              documents: context.documents.map((document) => document.hash),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'revealing',
                actions: assign(({ event }) => (event.output.ok ? { queue: event.output.messages, cut: event.output.cut ?? null } : {})),
              },
              { guard: ({ event }) => 'sessionExpired' in event.output, target: '#scos.idle', actions: 'dropTyping' },
              {
                target: '#scos.idle',
                actions: ['dropTyping', { type: 'apologise', params: ({ event }) => ('code' in event.output ? event.output.code : 'EG001') }, 'changed'],
              },
            ],
            onError: { target: '#scos.idle', actions: ['dropTyping', { type: 'apologise', params: 'EG001' }, 'changed'] },
          },
          // A silent bot is given up: leaving stops the request (its signal aborts) and the user
          // is told as for a network failure; the next message is a new request.
          after: { replyTimeout: { target: '#scos.idle', actions: ['dropTyping', { type: 'apologise', params: 'ER001' }, 'changed'] } },
        },
        revealing: {
          // A reply without items shows nothing new: nothing to tell.
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.queue.length === 0) return;
            enqueue('revealNext');
            enqueue('changed');
          }),
          // The pauses are the kept items' only: the note of a cut comes with the last of them.
          always: [
            { guard: 'uploadAsked', target: '#scos.uploading', actions: ['noteCut', 'dropTyping'] },
            { guard: 'repliedInFull', target: '#scos.idle', actions: ['noteCut', 'dropTyping'] },
          ],
          after: { replyPause: { target: 'revealing', reenter: true } },
        },
      },
    },
    /** Started by the bot's trigger or an upload button; the user chooses a file or cancels. */
    uploading: {
      tags: ['uploading'],
      initial: 'choosing',
      on: { 'upload.cancel': { target: 'idle', actions: assign({ uploadTrigger: null }) } },
      states: {
        choosing: { on: { 'upload.chosen': 'sending' } },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'uploadDocument',
            src: 'uploadDocument',
            input: ({ event }) => ({ file: (event as Extract<ScosEvent, { type: 'upload.chosen' }>).file }),
            onDone: {
              target: '#scos.idle',
              actions: [
                assign({
                  documents: ({ context, event }) => [
                    ...context.documents.filter((document) => document.name !== event.output.name),
                    { name: event.output.name, hash: event.output.hash },
                  ],
                  uploadTrigger: null,
                }),
                emit(({ event }) => ({ type: 'scos.uploaded' as const, ...event.output })),
                'changed',
              ],
            },
            onError: { target: 'choosing', actions: emit({ type: 'scos.uploadFailed' as const, name: '' }) },
          },
        },
      },
    },
  },
});
