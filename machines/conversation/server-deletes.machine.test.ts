import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { serverDeletesMachine } from './server-deletes.machine';
import type { ServerDelete, ServerDeleteInput } from './server-deletes.types';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };
const doc = (letter: string): ServerDelete => ({ kind: 'document', docHash: letter.repeat(64) });
const answers = (sessionId: string): ServerDelete => ({ kind: 'chatAnswers', sessionId });
const keyOf = (scope: StorageScope, item: ServerDelete) => `${scope.userId}/${item.kind === 'document' ? item.docHash : item.sessionId}`;

/** The browser's storage and the server, as the machine's actors see them; `online` decides whether calls get through. */
function fakes(stored: Map<string, ServerDelete> = new Map()) {
  const world = { stored, online: true, sent: [] as string[] };
  const logic = serverDeletesMachine.provide({
    actors: {
      loadPending: fromPromise<ServerDelete[], { scope: StorageScope }>(async ({ input }) =>
        [...world.stored].filter(([key]) => key.startsWith(`${input.scope.userId}/`)).map(([, item]) => item),
      ),
      keepPending: fromPromise<void, { scope: StorageScope; items: ServerDelete[] }>(async ({ input }) => {
        for (const item of input.items) world.stored.set(keyOf(input.scope, item), item);
      }),
      deleteOnServer: fromPromise<void, ServerDeleteInput>(async ({ input }) => {
        world.sent.push(keyOf(input.scope, input.item));
        if (!world.online) throw new TypeError('Failed to fetch');
      }),
      dropPending: fromPromise<void, ServerDeleteInput>(async ({ input }) => {
        world.stored.delete(keyOf(input.scope, input.item));
      }),
    },
  });
  return { world, logic };
}

const quiet = (actor: { getSnapshot(): { hasTag(tag: string): boolean } }) =>
  waitFor(actor as never, (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('busy'));

describe('server deletes: what the user deleted in the browser goes on the server too', () => {
  it('sends each requested delete and forgets it once the server has nothing left', async () => {
    const { world, logic } = fakes();
    const actor = createActor(logic, { input: { scope: alice } }).start();
    await quiet(actor);
    actor.send({ type: 'deletes.requested', items: [doc('a'), answers('session_1')] });
    await quiet(actor);
    expect(world.sent).toEqual([`alice/${'a'.repeat(64)}`, 'alice/session_1']);
    expect([...world.stored.keys()]).toEqual([]);
  });

  it('keeps a delete that could not be sent (offline, a 401) in the browser, and sends it at the next start', async () => {
    const { world, logic } = fakes();
    world.online = false;
    const first = createActor(logic, { input: { scope: alice } }).start();
    await quiet(first);
    first.send({ type: 'deletes.requested', items: [doc('a')] });
    await waitFor(first, (snapshot) => snapshot.hasTag('held'));
    expect([...world.stored.values()]).toEqual([doc('a')]);
    first.stop();

    world.online = true;
    const next = createActor(logic, { input: { scope: alice } }).start();
    await quiet(next);
    expect(world.sent).toEqual([`alice/${'a'.repeat(64)}`, `alice/${'a'.repeat(64)}`]);
    expect([...world.stored.keys()]).toEqual([]);
  });

  it('tries again, the held one first, when the user deletes something else', async () => {
    const { world, logic } = fakes();
    world.online = false;
    const actor = createActor(logic, { input: { scope: alice } }).start();
    await quiet(actor);
    actor.send({ type: 'deletes.requested', items: [doc('a')] });
    await waitFor(actor, (snapshot) => snapshot.hasTag('held'));
    world.online = true;
    actor.send({ type: 'deletes.requested', items: [doc('b')] });
    await quiet(actor);
    expect(world.sent.slice(1)).toEqual([`alice/${'a'.repeat(64)}`, `alice/${'b'.repeat(64)}`]);
    expect([...world.stored.keys()]).toEqual([]);
  });

  it('sends each user\'s pending deletes only while that user is signed in', async () => {
    const { world, logic } = fakes(new Map([[`bob/session_b`, answers('session_b')]]));
    const actor = createActor(logic, { input: { scope: null } }).start();
    actor.send({ type: 'deletes.requested', items: [doc('x')] });
    expect(world.sent).toEqual([]);
    actor.send({ type: 'session.scopeChanged', scope: alice });
    await quiet(actor);
    expect(world.sent).toEqual([]);
    actor.send({ type: 'session.scopeChanged', scope: bob });
    await quiet(actor);
    expect(world.sent).toEqual(['bob/session_b']);
  });

  it('asks for the same delete once while it waits', async () => {
    const { world, logic } = fakes();
    world.online = false;
    const actor = createActor(logic, { input: { scope: alice } }).start();
    await quiet(actor);
    actor.send({ type: 'deletes.requested', items: [doc('a'), doc('a')] });
    await waitFor(actor, (snapshot) => snapshot.hasTag('held'));
    actor.send({ type: 'deletes.requested', items: [doc('a')] });
    await waitFor(actor, (snapshot) => snapshot.hasTag('held') && !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().context.queue).toEqual([doc('a')]);
  });
});
