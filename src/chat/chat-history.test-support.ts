/** Test support: the chat's history in tabs of one fake browser (imported by *.test.ts only). */
import type { Storage } from 'redux-persist';
import { fromCallback, SimulatedClock, waitFor, type EventObject } from 'xstate';
import type { AnswerEnd } from '../../domain/answer-end';
import type { StorageScope } from '../../domain/chat';
import type { StreamAnswerInput } from '../../machines/conversation/chat-stream.machine';
import type { StreamActorEvent } from '../../machines/conversation/chat-stream.types';
import { historyStatus, historySettled } from '../../machines/persistence/history.machine';
import { localLocks, type LockManagerLike } from '../persistence/cross-tab';
import type { KeyValueStore } from '../persistence/key-value-store';
import { fakeBroadcastHub, fakePage, memoryWebStorage } from '../persistence/testing';
import { startTestPlatform } from '../platform/testing';
import { openChatTool } from './chat-tool';

export const t0 = 1_800_000_000_000;
export const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };

const noPersistStorage: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };
const sameScope = (a: StorageScope | null, b: StorageScope | null) => a?.tenant === b?.tenant && a?.userId === b?.userId;

/** The answers the tab's stream asks for, answered by the test. */
function answersByHand() {
  let sendBack: ((event: StreamActorEvent) => void) | null = null;
  const reply = (event: StreamActorEvent) => {
    if (!sendBack) throw new Error('no answer is being streamed');
    sendBack(event);
  };
  return {
    actor: fromCallback<EventObject, StreamAnswerInput>(({ sendBack: send }) => {
      sendBack = send;
      return () => {
        sendBack = null;
      };
    }),
    chunk: (content: string) => reply({ type: 'stream.chunk', content }),
    end: (end: Extract<AnswerEnd, { status: 'complete' | 'incomplete' }>) => reply({ type: 'stream.ended', end }),
  };
}

/** One browser: storage, localStorage, Web Locks and BroadcastChannels shared by its tabs, and one clock. */
export function fakeBrowser(storage: KeyValueStore, { locks = localLocks() }: { locks?: LockManagerLike } = {}) {
  const journalStorage = memoryWebStorage();
  const clock = new SimulatedClock();
  clock.set(t0);
  const hub = fakeBroadcastHub();
  let tabs = 0;
  return {
    clock,
    storage,
    journalStorage,
    /**
     * A tab of the app with the chat open: its own store and studio, signed in as `scope`'s user
     * (null: nobody), against a backend that keeps answers or not.
     */
    async openTab(scope: StorageScope | null = alice, { keepsAnswers = false }: { keepsAnswers?: boolean } = {}) {
      const page = fakePage();
      tabs += 1;
      const user = scope?.userId ? { subject: scope.userId, name: scope.userId, groups: [], expiresAt: 4_000_000_000 } : null;
      const { platform } = await startTestPlatform({ user, tenant: scope?.tenant, clock, page, storeOptions: { storage: noPersistStorage } });
      const answer = answersByHand();
      const tool = openChatTool(platform, {
        persistence: { storage, locks, broadcast: hub.channel(), journalStorage, tabId: `tab${tabs}`, now: () => clock.now() },
        streamAnswer: answer.actor,
        keepsAnswers,
      });
      const persistence = {
        /** What the notices see: each list's status ('detached' while nobody's lists are open) and the set-aside keys. */
        getStatus() {
          const { lists, asideKeys } = historyStatus(tool.history.getSnapshot());
          return { chats: lists.chats ?? 'detached', documents: lists.documents ?? 'detached', asideKeys };
        },
        /** Writes what waits now; resolves once nothing is reading or waiting. */
        async flush() {
          tool.history.send({ type: 'history.flush' });
          await waitFor(tool.history, historySettled);
        },
        /** What the studio tells the tool at a sign-in, sign-out or tenant change; resolves once the new scope's lists are there. */
        async changeScope(next: StorageScope | null) {
          tool.actor.send({ type: 'session.scopeChanged', scope: next });
          await waitFor(tool.history, (s) => sameScope(s.context.scope, next) && !s.matches({ attached: 'leaving' }));
        },
        /** Each list's status, as the notices take them. */
        lists: () => historyStatus(tool.history.getSnapshot()).lists,
        acknowledgeUnreadable: () => tool.commands.acknowledgeUnreadable(),
        retry: () => tool.commands.retryStorage(),
        /** The tab is gone: its actors stop where they are. */
        stop: () => platform.studio.stop(),
      };
      return { store: platform.store, page, tool, persistence, answer };
    },
  };
}

export type FakeBrowser = ReturnType<typeof fakeBrowser>;
export type Tab = Awaited<ReturnType<FakeBrowser['openTab']>>;

/** The tab's stream starts answering the chat as it stands (its last message is the placeholder); with `answerId`, a kept answer. */
export function startAnswer(tab: Tab, sessionId: string, answerId?: string) {
  const chat = tab.store.getState().chats.items.find((candidate) => candidate.sessionId === sessionId);
  if (!chat) throw new Error(`no chat ${sessionId}`);
  tab.tool.stream.send({ type: 'stream.start', sessionId, messages: chat.messages, documents: [], ...(answerId ? { answerId } : {}) });
}
