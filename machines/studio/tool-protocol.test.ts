import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import {
  answerSettleAtOnce, historyToolProtocol, type HistorySettled, type HistoryToolContext, type ToolEvent, type ToolSettled,
} from './tool-protocol';

/** Every child's words in one list, in the order they were told: `history:page.leaving`. */
function recorder(heard: string[], name: string, settles = false) {
  return fromCallback<AnyEventObject>(({ receive, sendBack }) => {
    receive((event) => {
      heard.push(`${name}:${event.type}`);
      if (name === 'history') heard.push(JSON.stringify({ ...event, replyTo: undefined }));
      if (settles && event.type === 'history.settle') sendBack({ type: 'history.settled' });
    });
  });
}

/** An answer streaming: "Half an ans" so far, in chat s1. */
const streaming = (heard: string[]) =>
  setup({ types: { events: {} as AnyEventObject } }).createMachine({
    context: { sessionId: 's1', text: 'Half an ans' },
    initial: 'streaming',
    states: { streaming: { tags: ['streaming'] } },
    on: { '*': { actions: ({ event }) => heard.push(`stream:${event.type}`) } },
  });

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

/** A tool that keeps a history, with an answer stream and a second child that hears of a scope change. */
function start({ settles = true } = {}) {
  const heard: string[] = [];
  const toolSetup = setup({
    types: { context: {} as HistoryToolContext, events: {} as ToolEvent | HistorySettled, input: {} as { scope: StorageScope | null } },
    actors: { history: recorder(heard, 'history', settles), stream: streaming(heard), other: recorder(heard, 'other') },
  });
  const tool = toolSetup.createMachine({
    context: ({ input }) => ({ scope: input.scope, settleFor: null }),
    invoke: [
      { id: 'history', src: 'history' },
      { id: 'stream', src: 'stream' },
      { id: 'other', src: 'other' },
    ],
    on: historyToolProtocol(toolSetup, { tool: 'notes', stream: 'stream', scopeAlsoTo: ['other'], scopeTarget: '.waiting' }),
    initial: 'waiting',
    states: { waiting: { on: { 'page.visible': 'ready' } }, ready: {} },
  });
  const settled: ToolSettled[] = [];
  const studio = createActor(createMachine({ on: { 'tool.settled': { actions: ({ event }) => settled.push(event as ToolSettled) } } })).start();
  const actor = createActor(tool, { input: { scope: alice } }).start();
  return { actor, heard, settled, studio };
}

describe('the tool protocol of a tool with a history', () => {
  it('a hidden page: the history hears of it with the answer so far, and the answer goes on', () => {
    const { heard, actor } = start();
    actor.send({ type: 'page.hidden' });
    expect(heard).toEqual(['history:history.hidden', JSON.stringify({ type: 'history.hidden', pending: { sessionId: 's1', content: 'Half an ans' } })]);
  });

  it('a leaving page: the answer is kept as far as it came, then the history writes', () => {
    const { heard, actor } = start();
    actor.send({ type: 'page.leaving' });
    expect(heard.filter((line) => !line.startsWith('{'))).toEqual(['stream:page.leaving', 'history:page.leaving']);
  });

  it('a new scope: the answer kept, the scope noted, the history and the other children told, the tool waits again', () => {
    const { heard, actor } = start();
    actor.send({ type: 'page.visible' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'session.scopeChanged', scope: bob });
    expect(heard.filter((line) => !line.startsWith('{'))).toEqual(['stream:page.leaving', 'history:history.scopeChanged', 'other:session.scopeChanged']);
    expect(heard).toContain(JSON.stringify({ type: 'history.scopeChanged', scope: bob }));
    expect(actor.getSnapshot().context.scope).toEqual(bob);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('settling: the answer kept, the history settles, and only then the studio hears tool.settled, once', () => {
    const { heard, actor, settled, studio } = start({ settles: false });
    actor.send({ type: 'tool.settle', replyTo: studio });
    expect(heard.filter((line) => !line.startsWith('{'))).toEqual(['stream:page.leaving', 'history:history.settle']);
    expect(settled).toEqual([]);
    actor.send({ type: 'history.settled' });
    actor.send({ type: 'history.settled' });
    expect(settled).toEqual([{ type: 'tool.settled', tool: 'notes' }]);
    expect(actor.getSnapshot().context.settleFor).toBeNull();
  });

  it('a history that settles at once: the studio hears tool.settled in the same turn', () => {
    const { actor, settled, studio } = start();
    actor.send({ type: 'tool.settle', replyTo: studio });
    expect(settled).toEqual([{ type: 'tool.settled', tool: 'notes' }]);
  });
});

describe('the tool protocol of a tool with nothing to write', () => {
  it('answers tool.settle at once', () => {
    const toolSetup = setup({ types: { events: {} as ToolEvent } });
    const tool = toolSetup.createMachine({ on: { 'tool.settle': { actions: answerSettleAtOnce(toolSetup, 'vox') } } });
    const settled: ToolSettled[] = [];
    const studio: AnyActorRef = createActor(createMachine({ on: { 'tool.settled': { actions: ({ event }) => settled.push(event as ToolSettled) } } })).start();
    createActor(tool).start().send({ type: 'tool.settle', replyTo: studio });
    expect(settled).toEqual([{ type: 'tool.settled', tool: 'vox' }]);
  });
});
