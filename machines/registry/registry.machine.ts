import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { answerSoFar, chatStreamMachine } from '../conversation/chat-stream.machine';
import { historyMachine } from '../persistence/history.machine';
import type { ToolEvent, ToolInput } from '../studio/tool-protocol';
import { registryCatalogueMachine } from './registry-catalogue.machine';

/** The registry's persisted list (tools.md §3 `ragStudioChatHistory`): every component's chats, each keyed by its component. */
export const registryLists = ['chats'] as const;
export type RegistryListName = (typeof registryLists)[number];

export type RegistryToolEvent = ToolEvent | { type: 'history.settled' };

interface RegistryToolContext {
  scope: StorageScope | null;
  /** Who asked the tool to settle (the studio, before a sign-out or a reload). */
  settleFor: AnyActorRef | null;
}

/**
 * The retrieval-chat registry (tools.md §2, §4 "Retrieval studio"): its list and modes
 * (`catalogue`), the chats kept per component (`history`) and the streamed answer (`stream`,
 * the general chat's stream machine), with the studio's tool protocol. Spawned by the studio
 * when `/rags` is first entered.
 */
export const registryMachine = setup({
  types: {
    input: {} as ToolInput,
    context: {} as RegistryToolContext,
    events: {} as RegistryToolEvent,
    children: {} as { history: 'history'; stream: 'stream'; catalogue: 'catalogue' },
  },
  actors: { history: historyMachine, stream: chatStreamMachine, catalogue: registryCatalogueMachine },
  actions: {
    // The answer streaming now is kept as far as it came, before the list it belongs to is written.
    stopAnswer: sendTo('stream', { type: 'page.leaving' }),
  },
}).createMachine({
  id: 'registry',
  context: ({ input }) => ({ scope: input.scope, settleFor: null }),
  invoke: [
    {
      id: 'history',
      systemId: 'registry.history',
      src: 'history',
      input: ({ context }) => ({ name: 'registry.history', lists: registryLists, scope: context.scope }),
    },
    { id: 'stream', systemId: 'registry.stream', src: 'stream' },
    { id: 'catalogue', systemId: 'registry.catalogue', src: 'catalogue' },
  ],
  on: {
    'page.hidden': {
      actions: sendTo('history', ({ self }) => {
        const stream = self.getSnapshot().children.stream;
        return { type: 'history.hidden' as const, pending: stream ? answerSoFar(stream.getSnapshot()) : null };
      }),
    },
    'page.leaving': { actions: ['stopAnswer', sendTo('history', { type: 'page.leaving' })] },
    'session.scopeChanged': {
      actions: [
        'stopAnswer',
        assign({ scope: ({ event }) => event.scope }),
        sendTo('history', ({ event }) => ({ type: 'history.scopeChanged' as const, scope: event.scope })),
        sendTo('catalogue', ({ event }) => event),
      ],
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'tool.settle': {
          target: 'settling',
          actions: ['stopAnswer', assign({ settleFor: ({ event }) => event.replyTo }), sendTo('history', ({ self }) => ({ type: 'history.settle' as const, replyTo: self }))],
        },
      },
    },
    settling: {
      on: {
        'history.settled': {
          target: 'idle',
          actions: [sendTo(({ context }) => context.settleFor!, { type: 'tool.settled' as const, tool: 'registry' }), assign({ settleFor: null })],
        },
      },
    },
  },
});
