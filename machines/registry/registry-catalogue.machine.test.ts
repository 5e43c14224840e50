import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { card } from './registry-catalogue.test-support';
import { registryCatalogueMachine, type RegistryCatalogueEmitted } from './registry-catalogue.machine';
import type { RegistryCard } from './registry.types';

/** The list given by `list`; the component set last by `recall` (none remembered by default). */
function start(list: () => Promise<RegistryCard[]>, recall: () => Promise<string | null> = async () => null) {
  const actor = createActor(registryCatalogueMachine.provide({ actors: { loadComponents: fromPromise(list), recallComponent: fromPromise(recall) } }));
  const told: RegistryCatalogueEmitted[] = [];
  actor.on('*', (event) => told.push(event));
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
    expect(told.every((event) => event.type === 'registry.componentSet')).toBe(true);
    expect(actor.getSnapshot().context.component).toBe(desk.key);
    // Switching the endpoint in the chat menu keeps chat mode.
    expect(actor.getSnapshot().matches({ mode: 'chat' })).toBe(true);
  });

  it('the component set last is set again once the list is read (its chat list shows), in registry mode', async () => {
    const { actor, told } = start(async () => [travel, desk], async () => desk.key);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(actor.getSnapshot().context.component).toBe(desk.key);
    expect(told).toEqual([{ type: 'registry.componentSet', key: desk.key }]);
    expect(actor.getSnapshot().matches({ mode: 'registry' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'mode.chat' })).toBe(true);
  });

  it('the component set last, not in the user’s list any more: told as gone, nothing set; nothing remembered or a failed recall: nothing told', async () => {
    const gone = start(async () => [travel], async () => desk.key);
    await waitFor(gone.actor, (s) => s.matches({ list: 'ready' }));
    expect(gone.told).toEqual([{ type: 'registry.componentGone', key: desk.key }]);
    expect(gone.actor.getSnapshot().context.component).toBeNull();

    for (const recall of [async () => null, async () => Promise.reject(new Error('storage'))]) {
      const quiet = start(async () => [travel], recall);
      await waitFor(quiet.actor, (s) => s.matches({ list: 'ready' }));
      expect(quiet.told).toEqual([]);
      expect(quiet.actor.getSnapshot().context.component).toBeNull();
    }
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
