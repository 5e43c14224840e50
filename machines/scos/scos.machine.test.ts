import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { historyMachine } from '../persistence/history.machine';
import { scosConversationMachine } from './scos-conversation.machine';
import type { TurnInput, TurnOutcome } from './scos-conversation.types';
import { scosMachine, type RestoreOutcome } from './scos.machine';

/** A persisted list of its scope (as the real one) that stays loading until told `read`. */
const fakeList = createMachine({
  types: {} as { input: { scope: unknown } },
  context: ({ input }) => ({ asideKeys: [] as string[], scope: input.scope }),
  initial: 'loading',
  states: { loading: { on: { read: 'ready' } }, ready: {} },
});

function start() {
  const restores: Array<(outcome: RestoreOutcome) => void> = [];
  const turns: TurnInput[] = [];
  const logic = scosMachine.provide({
    actors: {
      history: historyMachine.provide({ actors: { list: fakeList as never } }),
      conversation: scosConversationMachine.provide({
        actors: { sendTurn: fromPromise<TurnOutcome, TurnInput>(({ input }) => (turns.push(input), new Promise(() => {}))) },
      }),
      restoreChat: fromPromise<RestoreOutcome>(() => new Promise((resolve) => restores.push(resolve))),
    },
  });
  const actor = createActor(logic, { input: { scope: { tenant: 'corporate', userId: 'alice' } } }).start();
  const read = (list: string) => actor.system.get(`scos.history.${list}`)?.send({ type: 'read' });
  const conversation = () => actor.getSnapshot().children.conversation!.getSnapshot();
  return { actor, restores, turns, read, conversation };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the customer-service tool machine (tools.md §4 start-up)', () => {
  it('restores only once both lists are read; then the conversation opens what restoring chose', async () => {
    const { actor, restores, turns, read, conversation } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    read('chats');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(restores).toHaveLength(0);
    read('documents');
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(conversation().value).toBe('isLoading');
    restores[0]!({ chat: null, sessionId: 'session_new' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(conversation().context.sessionId).toBe('session_new');
    await flush();
    expect(turns[0]).toMatchObject({ message: 'hi', sessionId: 'session_new' });
  });

  it('a scope change reads the next user’s lists and restores again; settling answers once the history has written', async () => {
    const { actor, restores, read, conversation } = start();
    read('chats');
    read('documents');
    restores[0]!({ chat: null, sessionId: 'session_a' });
    await flush();
    actor.send({ type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'bob' } });
    expect(conversation().value).toBe('isLoading');
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    read('chats');
    read('documents');
    expect(actor.getSnapshot().value).toBe('restoring');

    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'tool.settle', replyTo });
    await flush();
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'scos' }]);
  });
});
