import { describe, expect, it } from 'vitest';
import { createActor, createMachine, enqueueActions, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import { chatStreamMachine } from '../conversation/chat-stream.machine';
import { registryCatalogueMachine } from './registry-catalogue.machine';
import { registryMachine } from './registry.machine';
import { sourcePassageMachine, type OpenedSource, type PassageResult } from './source-passage.machine';
import type { RegistryCard } from './registry.types';

/** A history that records what it is told and settles at once. */
function recordingHistory(heard: string[]) {
  return setup({ types: { events: {} as { type: string; replyTo?: AnyActorRef } } }).createMachine({
    on: {
      '*': {
        actions: enqueueActions(({ event, enqueue }) => {
          heard.push(event.type);
          if (event.replyTo) enqueue.sendTo(event.replyTo, { type: 'history.settled' });
        }),
      },
    },
  });
}

function start() {
  const heard: string[] = [];
  const logic = registryMachine.provide({
    actors: {
      history: recordingHistory(heard) as never,
      stream: chatStreamMachine.provide({ actors: { streamAnswer: fromCallback(() => () => undefined) } }),
      catalogue: registryCatalogueMachine.provide({ actors: { loadComponents: fromPromise<RegistryCard[]>(async () => []) } }),
      passage: sourcePassageMachine.provide({ actors: { loadPassage: fromPromise<PassageResult, OpenedSource>(() => new Promise(() => undefined)) } }),
    },
  });
  const settled: string[] = [];
  const parent = createActor(createMachine({ on: { 'tool.settled': { actions: ({ event }) => settled.push((event as unknown as { tool: string }).tool) } } }));
  parent.start();
  const actor = createActor(logic, { input: { scope: { tenant: 'corporate', userId: 'alice' } } });
  actor.start();
  return { actor, heard, settled, parent };
}

describe('the registry tool machine (the studio tool protocol)', () => {
  it('answers tool.settle with tool.settled once its history has written what waits', () => {
    const { actor, heard, settled, parent } = start();
    actor.send({ type: 'tool.settle', replyTo: parent });
    expect(heard).toContain('history.settle');
    expect(settled).toEqual(['registry']);
    expect(actor.getSnapshot().context.settleFor).toBeNull();
  });

  it('a scope change reaches the history and the list, and stops an answer under way', () => {
    const { actor, heard } = start();
    const stream = actor.getSnapshot().children.stream!;
    stream.send({ type: 'stream.start', sessionId: 'session_1', messages: [{ role: 'user', content: 'Hi' }], documents: [] });
    expect(stream.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'session.scopeChanged', scope: null });
    expect(heard).toContain('history.scopeChanged');
    expect(stream.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().children.catalogue!.getSnapshot().matches({ list: 'loading' })).toBe(true);
  });

  it('a scope change closes a source opened at its passage: the next user does not see it', () => {
    const { actor } = start();
    const passage = actor.getSnapshot().children.passage!;
    const source = { document: 'Travel policy', section: 'Hotels', passage: 'The hotel limit…', verified: true, location: { documentId: 'travel-policy.en', start: 0, end: 9 } };
    passage.send({ type: 'source.open', opened: { componentUrl: 'http://localhost:4100/v1/registry/travel-policy', source } });
    expect(passage.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'carl' } });
    expect(passage.getSnapshot().hasTag('open')).toBe(false);
  });

  it('hidden and leaving pages reach the history', () => {
    const { actor, heard } = start();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.leaving' });
    expect(heard).toEqual(expect.arrayContaining(['history.hidden', 'page.leaving']));
  });
});
