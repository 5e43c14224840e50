import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, setup, SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { chatSentinels } from '../../domain/chat-sentinels';
import { chatStreamMachine, type StreamAnswerInput } from '../conversation/chat-stream.machine';
import type { StreamActorEvent } from '../conversation/chat-stream.types';
import type { ListView } from '../persistence/history.machine';
import { chatMachine, EXPIRY_CHECK_MS } from './chat.machine';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };
const view = (status: ListView['status']): ListView => ({ status, busy: status === 'loading', pending: false, asideKeys: [] });

type HistoryTestEvent = EventObject & { scope?: StorageScope | null; views?: Record<string, ListView>; replyTo?: AnyActorRef };

/** The chat machine over a history that records what it is told and shows the list statuses the test sets. */
function startChat(clock?: SimulatedClock) {
  const log: string[] = [];
  let answer: ((event: StreamActorEvent) => void) | null = null;
  const history = setup({ types: { input: {} as { scope: StorageScope | null }, context: {} as { scope: StorageScope | null; views: Record<string, ListView> }, events: {} as HistoryTestEvent } }).createMachine({
    context: ({ input }) => ({ scope: input.scope, views: { chats: view('loading'), documents: view('loading') } }),
    on: {
      'test.views': { actions: assign({ views: ({ event }) => event.views ?? {} }) },
      'test.switched': { actions: assign({ scope: ({ event }) => event.scope ?? null }) },
      'history.settle': {
        actions: ({ event }) => {
          log.push('history: history.settle');
          event.replyTo?.send({ type: 'history.settled' });
        },
      },
      '*': { actions: ({ event }) => log.push(`history: ${event.type}${'pending' in event ? ` ${JSON.stringify(event.pending)}` : ''}`) },
    },
  });
  const machine = chatMachine.provide({
    actors: {
      history: history as never,
      stream: chatStreamMachine.provide({
        actors: {
          streamAnswer: fromCallback<EventObject, StreamAnswerInput>(({ sendBack }) => {
            answer = sendBack;
          }),
        },
      }),
    },
  });
  const chat = createActor(machine, { input: { scope: alice }, ...(clock ? { clock } : {}) });
  chat.on('*', (event) => log.push(`told: ${event.type}`));
  chat.start();
  const stream = chat.getSnapshot().children.stream!;
  stream.on('answer.ended', ({ end, text }) => log.push(`stream: ended ${end.status} "${text}"`));
  const historyActor = chat.getSnapshot().children.history! as unknown as AnyActorRef;
  return {
    chat,
    log,
    lists: (chats: ListView['status'], documents: ListView['status']) => historyActor.send({ type: 'test.views', views: { chats: view(chats), documents: view(documents) } }),
    switched: (scope: StorageScope | null) => historyActor.send({ type: 'test.switched', scope }),
    streamText(text: string) {
      stream.send({ type: 'stream.start', sessionId: 's1', messages: [{ role: 'user', content: 'Q' }, { role: 'assistant', content: chatSentinels.typing }], documents: [] });
      answer!({ type: 'stream.chunk', content: text });
    },
  };
}

describe('the general chat’s machine', () => {
  it('runs its history, stream and upload queue under their system ids', () => {
    const { chat } = startChat();
    expect(['chat.history', 'chat.stream', 'chat.uploads'].map((id) => chat.system.get(id) !== undefined)).toEqual([true, true, true]);
  });

  it('once the chats are read the latest chat opens; the documents are checked for expiry only once the chats are read too', () => {
    const { log, lists } = startChat();
    lists('loading', 'ready');
    expect(log).toEqual([]);
    lists('ready', 'ready');
    expect(log).toEqual(['told: chat.historyOpened', 'told: chat.expiryDue']);
    lists('storageFull', 'ready');
    lists('ready', 'ready');
    expect(log).toHaveLength(2);
  });

  it('while the studio stays open, expiry is due again every minute and when the tab comes back to the front', () => {
    const clock = new SimulatedClock();
    const { chat, log, lists } = startChat(clock);
    lists('ready', 'ready');
    const due = () => log.filter((line) => line === 'told: chat.expiryDue').length;
    expect(due()).toBe(1);
    clock.increment(EXPIRY_CHECK_MS - 1);
    expect(due()).toBe(1);
    clock.increment(1);
    expect(due()).toBe(2);
    chat.send({ type: 'page.visible' });
    expect(due()).toBe(3);
    clock.increment(EXPIRY_CHECK_MS);
    expect(due()).toBe(4);
  });

  it('before the lists are read, coming back to the front checks nothing', () => {
    const { chat, log } = startChat();
    chat.send({ type: 'page.visible' });
    expect(log.filter((line) => line.startsWith('told:'))).toEqual([]);
  });

  it('unreadable chats still let the documents be checked (the chats are read); a failed read does not', () => {
    const first = startChat();
    first.lists('unreadable', 'ready');
    expect(first.log).toEqual(['told: chat.expiryDue']);
    const second = startChat();
    second.lists('loadFailed', 'ready');
    expect(second.log).toEqual([]);
  });

  it('after a scope change, the new user’s history is opened again — not the old one it is leaving', () => {
    const { chat, log, lists, switched } = startChat();
    lists('ready', 'ready');
    log.length = 0;
    chat.send({ type: 'session.scopeChanged', scope: bob });
    lists('ready', 'ready');
    expect(log).toEqual(['history: history.scopeChanged']);
    switched(bob);
    lists('loading', 'loading');
    lists('ready', 'ready');
    expect(log).toEqual(['history: history.scopeChanged', 'told: chat.historyOpened', 'told: chat.expiryDue']);
  });

  it('the page going: the answer streaming now ends first, then the history notes and writes', () => {
    const { chat, log, streamText } = startChat();
    streamText('Der Umsatz');
    chat.send({ type: 'page.leaving' });
    expect(log).toEqual(['stream: ended left "Der Umsatz"', 'history: page.leaving']);
  });

  it('the send rule: a question may go while no answer streams here and the open chat awaits none', () => {
    const { chat, streamText } = startChat();
    const mayAsk = (awaitingAnswer: boolean) => chat.getSnapshot().can({ type: 'chat.send', awaitingAnswer });
    expect([mayAsk(false), mayAsk(true)]).toEqual([true, false]);
    streamText('Der Umsatz');
    expect(mayAsk(false)).toBe(false);
    chat.getSnapshot().children.stream!.send({ type: 'stream.cancel' });
    expect(mayAsk(false)).toBe(true);
  });

  it('a scope change ends the answer first as well, so it is written for the user it belongs to', () => {
    const { chat, log, streamText } = startChat();
    streamText('Der Umsatz');
    chat.send({ type: 'session.scopeChanged', scope: null });
    expect(log).toEqual(['stream: ended left "Der Umsatz"', 'history: history.scopeChanged']);
  });

  it('the tab hidden mid-answer: the history notes the answer so far, and the answer goes on', () => {
    const { chat, log, streamText } = startChat();
    streamText('Der Umsatz');
    chat.send({ type: 'page.hidden' });
    expect(log).toEqual(['history: history.hidden {"sessionId":"s1","content":"Der Umsatz"}']);
    expect(chat.getSnapshot().children.stream!.getSnapshot().hasTag('streaming')).toBe(true);
  });

  it('asked to settle: the answer ends, the history writes, and the studio hears the chat has settled', () => {
    const { chat, log, streamText } = startChat();
    const studio = createActor(setup({}).createMachine({ on: { '*': { actions: ({ event }) => log.push(`studio: ${event.type}`) } } })).start();
    streamText('Der Umsatz');
    chat.send({ type: 'tool.settle', replyTo: studio });
    expect(log).toEqual(['stream: ended left "Der Umsatz"', 'history: history.settle', 'studio: tool.settled']);
  });
});
