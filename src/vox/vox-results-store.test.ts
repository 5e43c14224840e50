import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { VoxStoreCommand } from '../../machines/vox/vox-actors';
import type { VoxResult } from '../../machines/vox/vox.types';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { settle } from '../persistence/testing';
import { voxResultsStore } from './vox-results-store';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const now = Date.UTC(2026, 10, 26, 12);
const day = 24 * 60 * 60 * 1000;

/** A record exactly as version 1 of the studio wrote it (never produced by today's code, so a change of shape shows here). */
const writtenByVersion1 = {
  version: 1,
  result: {
    id: '5b0c6a0e-0d61-4a43-9d3c-0f3c2b8e9a11',
    fileName: 'call-1.wav',
    createdAt: now - 2 * day,
    placeholder: false,
    speakers: [{ id: 'speaker-1', name: 'Agent Meyer' }, { id: 'speaker-2', name: 'Speaker 2' }],
    segments: [
      { id: 'segment-1', start: 0, end: 4.2, text: 'Good morning.', speakerId: 'speaker-1' },
      { id: 'segment-2', start: 4.2, end: 9, text: 'My invoice is wrong.', speakerId: 'speaker-2' },
    ],
    summary: { placeholder: false, text: 'A billing question.' },
    evaluation: { placeholder: false, findings: [{ aspect: 'topic_crm', text: 'billing', quotes: [{ text: 'my invoice is wrong', time: 4 }] }] },
  },
};

const result = (id: string, createdAt: number): VoxResult => ({
  id, fileName: `${id}.wav`, createdAt, placeholder: true, speakers: [], segments: [], summary: null, evaluation: null,
});

describe('Vox results kept in this browser', () => {
  it('opens a record written by version 1, under its user\'s key only', async () => {
    const storage = memoryKeyValueStore({ [`VOX_RESULTS:alice/${writtenByVersion1.result.id}`]: writtenByVersion1 });
    const store = voxResultsStore(storage, () => now);
    const { results, unreadable } = await createActorOutput(store, alice);
    expect(unreadable).toBe(0);
    expect(results).toEqual([writtenByVersion1.result]);
    expect((await createActorOutput(store, { tenant: 'corporate', userId: 'alice2' })).results).toEqual([]);
    expect((await createActorOutput(store, { tenant: 'trial', userId: 'alice' })).results).toEqual([]);
    expect((await createActorOutput(store, null)).results).toEqual([]);
  });

  it('sets a record it cannot read aside, untouched, and counts it; leaves a newer version\'s record alone', async () => {
    const corrupt = { version: 1, result: { ...writtenByVersion1.result, id: 'bad', segments: 'oops' } };
    const newer = { version: 2, result: { anything: true } };
    const storage = memoryKeyValueStore({
      'VOX_RESULTS:alice/bad': corrupt,
      'VOX_RESULTS:alice/not-json': 'garbage',
      'VOX_RESULTS:alice/next': newer,
      [`VOX_RESULTS:alice/${writtenByVersion1.result.id}`]: writtenByVersion1,
    });
    const { results, unreadable } = await createActorOutput(voxResultsStore(storage, () => now), alice);
    expect(results.map((each) => each.fileName)).toEqual(['call-1.wav']);
    expect(unreadable).toBe(2);
    expect(storage.data.get('VOX_RESULTS:alice.unreadable/bad')).toEqual(corrupt);
    expect(storage.data.get('VOX_RESULTS:alice.unreadable/not-json')).toBe('garbage');
    expect(storage.data.has('VOX_RESULTS:alice/bad')).toBe(false);
    expect(storage.data.get('VOX_RESULTS:alice/next')).toEqual(newer);
    // Read again: nothing more to tell.
    expect((await createActorOutput(voxResultsStore(storage, () => now), alice)).unreadable).toBe(0);
  });

  it('drops results older than 30 days and, beyond 50, the oldest; the rest come oldest first', async () => {
    const initial: Record<string, unknown> = {};
    const put = (id: string, createdAt: number) => (initial[`VOX_RESULTS:alice/${id}`] = { version: 1, result: result(id, createdAt) });
    put('expired', now - 31 * day);
    for (let n = 1; n <= 52; n += 1) put(`r${n}`, now - day + n);
    const storage = memoryKeyValueStore(initial);
    const { results } = await createActorOutput(voxResultsStore(storage, () => now), alice);
    expect(results.map((each) => each.id)).toEqual(Array.from({ length: 50 }, (_, index) => `r${index + 3}`));
    expect([...storage.data.keys()].filter((key) => ['expired', 'r1', 'r2'].some((id) => key.endsWith(`/${id}`)))).toEqual([]);
  });

  it('writes and deletes in the order told; a full disk is told back as such', async () => {
    const storage = memoryKeyValueStore();
    const { send, failures } = storing(voxResultsStore(storage, () => now));
    send({ type: 'save', scope: alice, result: result('a', now) });
    send({ type: 'save', scope: alice, result: { ...result('a', now), fileName: 'renamed.wav' } });
    send({ type: 'save', scope: alice, result: result('b', now) });
    send({ type: 'delete', scope: alice, id: 'b' });
    await settle();
    expect([...storage.data.keys()]).toEqual(['VOX_RESULTS:alice/a']);
    expect(storage.data.get('VOX_RESULTS:alice/a')).toEqual({ version: 1, result: { ...result('a', now), fileName: 'renamed.wav' } });
    storage.quotaChars = 10;
    send({ type: 'save', scope: alice, result: result('c', now) });
    await settle();
    expect(failures).toEqual([{ type: 'vox.storeFailed', full: true }]);
  });
});

async function createActorOutput(store: ReturnType<typeof voxResultsStore>, scope: StorageScope | null) {
  const actor = createActor(store.loadResults, { input: { scope } }).start();
  return new Promise<{ results: VoxResult[]; unreadable: number }>((resolve, reject) =>
    actor.subscribe({ complete: () => resolve(actor.getSnapshot().output!), error: reject }),
  );
}

/** The storage actor under a parent that records what it is told back. */
function storing(store: ReturnType<typeof voxResultsStore>) {
  const failures: unknown[] = [];
  const parent = setup({
    types: { events: {} as VoxStoreCommand | { type: 'vox.storeFailed'; full: boolean } },
    actors: { storeResults: store.storeResults },
  }).createMachine({
    invoke: { id: 'store', src: 'storeResults' },
    on: {
      save: { actions: sendTo('store', ({ event }) => event) },
      delete: { actions: sendTo('store', ({ event }) => event) },
      'vox.storeFailed': { actions: ({ event }) => void failures.push(event) },
    },
  });
  const actor = createActor(parent).start();
  return { send: (command: VoxStoreCommand) => actor.send(command), failures };
}
