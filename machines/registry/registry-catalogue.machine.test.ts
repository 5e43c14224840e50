import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { card } from './registry-catalogue.test-support';
import { registryCatalogueMachine, type RegistryCatalogueEmitted } from './registry-catalogue.machine';
import type { RegistryCard } from './registry.types';

function start(list: () => Promise<RegistryCard[]>) {
  const actor = createActor(registryCatalogueMachine.provide({ actors: { loadComponents: fromPromise(list) } }));
  const told: RegistryCatalogueEmitted[] = [];
  actor.on('registry.componentSet', (event) => told.push(event));
  actor.start();
  return { actor, told };
}

const travel = card('travel-policy');
const desk = card('it-service-desk');

describe('the registry list and its modes (tools.md §2, §4 "Retrieval studio")', () => {
  it('chat mode is not available until a component is set', async () => {
    const { actor } = start(async () => [travel]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'mode.chat' });
    expect(actor.getSnapshot().matches({ mode: 'registry' })).toBe(true);
    actor.send({ type: 'component.set', key: travel.key });
    actor.send({ type: 'mode.chat' });
    expect(actor.getSnapshot().matches({ mode: 'chat' })).toBe(true);
  });

  it('every Set tells the wiring (its chat list shows, the current chat is cleared), also the same component again; an unlisted key is ignored', async () => {
    const { actor, told } = start(async () => [travel, desk]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'component.chat', key: travel.key });
    actor.send({ type: 'component.set', key: desk.key });
    actor.send({ type: 'component.set', key: desk.key });
    actor.send({ type: 'component.set', key: 'gone_dev' });
    expect(told.map((event) => event.key)).toEqual([travel.key, desk.key, desk.key]);
    expect(actor.getSnapshot().context.component).toBe(desk.key);
    // Switching the endpoint in the chat menu keeps chat mode.
    expect(actor.getSnapshot().matches({ mode: 'chat' })).toBe(true);
  });

  it('a failed list says why and is read again on retry', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('503');
      return [travel];
    });
    await waitFor(actor, (s) => s.hasTag('loadFailed'));
    expect(actor.getSnapshot().context.error).toContain('503');
    actor.send({ type: 'registry.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ components: [travel], error: null });
  });

  it('another user: the list is read again, nothing stays set and the page is back in registry mode', async () => {
    const { actor, told } = start(async () => [travel]);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    actor.send({ type: 'component.chat', key: travel.key });
    actor.send({ type: 'session.scopeChanged', scope: { tenant: 'corporate', userId: 'carl' } });
    expect(actor.getSnapshot().matches({ mode: 'registry', list: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.component).toBeNull();
    expect(told.at(-1)).toEqual({ type: 'registry.componentSet', key: null });
  });
});
