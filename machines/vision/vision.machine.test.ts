import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { storedGallery, type GalleryStoreCommand, type LoadedGallery } from './gallery';
import { clampCount, editedSettings, normalizeGuidance, type GalleryImage, type ReceivedImage, type SentSettings } from './image-settings';
import { visionMachine, type GenerateInput, type GenerateReport } from './vision.machine';

interface FakeRun {
  input: GenerateInput;
  report: (event: GenerateReport) => void;
  aborted: boolean;
}

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };
const nothingKept: LoadedGallery = { images: [], unreadable: 0, dropped: 0 };

interface StartOptions {
  scope?: StorageScope | null;
  /** What this browser keeps, per user (a user not listed has nothing). */
  kept?: Partial<Record<string, LoadedGallery>>;
  /** The storage cannot be read. */
  unreadableStorage?: boolean;
}

/**
 * The machine with a generate effect the scenario drives by hand, a kept gallery it reads, and a
 * storage that records what it is told. Resolves once the gallery is read.
 */
async function start({ scope = null, kept = {}, unreadableStorage = false }: StartOptions = {}) {
  const runs: FakeRun[] = [];
  const generate = fromCallback<GenerateReport, GenerateInput>(({ input, sendBack }) => {
    const run: FakeRun = { input, report: sendBack, aborted: false };
    runs.push(run);
    return () => {
      run.aborted = true;
    };
  });
  const reads: (StorageScope | null)[] = [];
  const loadImages = fromPromise<LoadedGallery, { scope: StorageScope | null }>(async ({ input }) => {
    reads.push(input.scope);
    if (unreadableStorage) throw new Error('the storage does not answer');
    return (input.scope && kept[input.scope.userId ?? '']) || nothingKept;
  });
  const told: GalleryStoreCommand[] = [];
  const storeImages = fromCallback<GalleryStoreCommand>(({ receive }) => receive((command) => void told.push(command)));
  const actor = createActor(visionMachine.provide({ actors: { generate, loadImages, storeImages } }), { input: { scope } });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
  /** What the storage was told, in short: `save a`, `delete a b`, each with whose. */
  const storage = () => told.map((command) => `${command.type} ${command.type === 'save' ? command.image.uid : command.uids.join(' ')} (${command.scope.userId})`);
  return { actor, runs, emitted, reads, told, storage, state: () => actor.getSnapshot() };
}

const sent: SentSettings = { prompt: 'A fox', negativePrompt: '', count: 2, ratio: '1:1', guidance: null };
const image = (uid: string, settings = sent): ReceivedImage => ({ uid, base64: 'iVBOR', problem: null, placeholder: true, createdAt: 0, sent: settings });
const storedImage = (uid: string, generationAt: number, position = 1): GalleryImage => ({ ...image(uid), createdAt: generationAt, generationAt, position, of: 2 });

describe('the vision machine', () => {
  it('keeps Generate disabled while the prompt is blank after trimming', async () => {
    const { actor, state, runs } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: '   ' } });
    expect(state().can({ type: 'vision.generate' })).toBe(false);
    actor.send({ type: 'vision.generate' });
    expect(state().value).toBe('idle');
    expect(runs).toHaveLength(0);
  });

  it('goes idle → waiting → done, the images of a generation numbered in the order they came, newest generation first', async () => {
    const { actor, state, runs } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 2 } });
    actor.send({ type: 'vision.generate' });
    expect(state().value).toBe('waiting');
    expect(state().hasTag('busy')).toBe(true);
    expect(runs[0]!.input.settings).toMatchObject({ prompt: 'A fox', count: 2 });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    runs[0]!.report({ type: 'images.received', images: [image('b')] });
    runs[0]!.report({ type: 'generation.finished' });
    expect(state().value).toBe('done');
    expect(state().context.images.map(({ uid, position, of }) => [uid, position, of])).toEqual([
      ['a', 1, 2],
      ['b', 2, 2],
    ]);

    actor.send({ type: 'vision.edit', changes: { prompt: 'A hare', count: 1 } });
    actor.send({ type: 'vision.generate' });
    runs[1]!.report({ type: 'images.received', images: [image('c')] });
    expect(state().context.images.map((i) => i.uid)).toEqual(['c', 'a', 'b']);
  });

  it('Cancel aborts the request, keeps what arrived and tells the wiring; the prompt stays', async () => {
    const { actor, state, runs, emitted } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 3 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    actor.send({ type: 'vision.cancel' });
    expect(runs[0]!.aborted).toBe(true);
    expect(state().value).toBe('idle');
    expect(state().context.images.map((i) => i.uid)).toEqual(['a']);
    expect(state().context.draft.prompt).toBe('A fox');
    expect(emitted).toEqual(['vision.canceled']);
  });

  it('leaving the page, a page unload and settling abort silently; settling answers at once', async () => {
    const { actor, state, runs, emitted } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    actor.send({ type: 'vision.leave' });
    expect(runs[0]!.aborted).toBe(true);
    actor.send({ type: 'vision.generate' });
    actor.send({ type: 'page.leaving' });
    expect(runs[1]!.aborted).toBe(true);
    actor.send({ type: 'vision.generate' });
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'tool.settle', replyTo });
    expect(runs[2]!.aborted).toBe(true);
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'vision' }]);
    expect(state().value).toBe('idle');
    expect(emitted).toEqual([]);
  });

  it('a failure returns to idle with the prompt kept, shown until the next generation', async () => {
    const { actor, state, runs } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A gun' } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'generation.failed', failure: { kind: 'policy', policies: ['weapons'] } });
    expect(state().value).toBe('idle');
    expect(state().context.failure).toEqual({ kind: 'policy', policies: ['weapons'] });
    expect(state().context.draft.prompt).toBe('A gun');
    actor.send({ type: 'vision.generate' });
    expect(state().context.failure).toBeNull();
  });

  it('Reuse settings puts an image\'s prompt and settings back into the form; a guidance not sent leaves the form\'s', async () => {
    const { actor, state, runs } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'x', guidance: 3 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a', { prompt: 'A fox', negativePrompt: 'snow', count: 4, ratio: '16:9', guidance: null }), image('b', { ...sent, guidance: 7.5 })] });
    actor.send({ type: 'vision.reuse', uid: 'a' });
    expect(state().context.draft).toEqual({ prompt: 'A fox', negativePrompt: 'snow', count: 4, ratio: '16:9', guidance: 3 });
    actor.send({ type: 'vision.reuse', uid: 'b' });
    expect(state().context.draft.guidance).toBe(7.5);
    actor.send({ type: 'vision.reuse', uid: 'unknown' });
    expect(state().context.draft.guidance).toBe(7.5);
  });

  it('a new scope forgets the images and the form', async () => {
    const { actor, state, runs } = await start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    actor.send({ type: 'session.scopeChanged', scope: null });
    expect(runs[0]!.aborted).toBe(true);
    expect(state().context.images).toEqual([]);
    expect(state().context.draft.prompt).toBe('');
  });

  it('has a must-be-provided generate effect', async () => {
    const actor = createActor(visionMachine.provide({ actors: { loadImages: fromPromise(async () => nothingKept), storeImages: fromCallback(() => undefined) } }), {
      input: { scope: null },
    });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    expect(String(errors[0])).toContain('generate must be provided');
  });

  it('has a must-be-provided storeImages effect', () => {
    const actor = createActor(visionMachine.provide({ actors: { loadImages: fromPromise(async () => nothingKept) } }), { input: { scope: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toContain('storeImages must be provided');
  });

  it('without a provided loadImages the gallery opens empty and says it could not be read', async () => {
    const actor = createActor(visionMachine.provide({ actors: { storeImages: fromCallback(() => undefined) } }), { input: { scope: alice } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.notices).toEqual([{ kind: 'loadFailed' }]);
  });
});

describe('the gallery that stays', () => {
  it('opens with the user\'s kept images, whose settings can be reused, and says what was found unreadable or dropped', async () => {
    const kept = { images: [storedImage('k1', 2000, 1), storedImage('k2', 2000, 2), storedImage('k0', 1000)], unreadable: 1, dropped: 2 };
    const { actor, state, reads } = await start({ scope: alice, kept: { alice: kept } });
    expect(reads).toEqual([alice]);
    expect(state().value).toBe('idle');
    expect(state().context.images.map((each) => each.uid)).toEqual(['k1', 'k2', 'k0']);
    expect(state().context.notices).toEqual([
      { kind: 'unreadable', count: 1 },
      { kind: 'dropped', count: 2 },
    ]);
    actor.send({ type: 'vision.reuse', uid: 'k0' });
    expect(state().context.draft.prompt).toBe('A fox');
    actor.send({ type: 'vision.dismissNotice', kind: 'unreadable' });
    expect(state().context.notices).toEqual([{ kind: 'dropped', count: 2 }]);
  });

  it('hands each image to the storage as it comes, for the signed-in user; a result that is not a PNG to show is shown but not kept', async () => {
    const { actor, state, runs, told, storage } = await start({ scope: alice });
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 2 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [{ ...image('a'), createdAt: 5000 }] });
    runs[0]!.report({ type: 'images.received', images: [{ ...image('b'), createdAt: 6000, base64: '', problem: 'not-png' }] });
    runs[0]!.report({ type: 'generation.finished' });
    expect(state().context.images.map((each) => each.uid)).toEqual(['a', 'b']);
    expect(storage()).toEqual(['save a (alice)']);
    // The generation's first image dates it: kept images are ordered by it.
    expect(told[0]).toMatchObject({ image: { uid: 'a', position: 1, of: 2, generationAt: 5000, sent } });
  });

  it('keeps the images that arrived before a Cancel', async () => {
    const { actor, runs, storage } = await start({ scope: alice });
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 3 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    actor.send({ type: 'vision.cancel' });
    expect(storage()).toEqual(['save a (alice)']);
  });

  it('keeps nothing while nobody is signed in', async () => {
    const { actor, state, runs, storage, reads } = await start({ scope: null });
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    actor.send({ type: 'vision.delete', uid: 'a' });
    expect(reads).toEqual([null]);
    expect(state().context.images).toEqual([]);
    expect(storage()).toEqual([]);
  });

  // The decision's figure written out: 100 images, whatever the code's constants say.
  it('keeps at most 100 images: beyond, the oldest go from the gallery and the storage, with a notice that adds up', async () => {
    const kept = storedGallery(Array.from({ length: 100 }, (_, n) => storedImage(`k${n}`, 1000 - n)), 1000).kept;
    expect(kept).toHaveLength(100);
    const { actor, state, runs, storage } = await start({ scope: alice, kept: { alice: { images: kept, unreadable: 0, dropped: 0 } } });
    expect(state().context.images).toHaveLength(100);
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 2 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a'), image('b')] });
    expect(state().context.images).toHaveLength(100);
    expect(state().context.images.slice(0, 3).map((each) => each.uid)).toEqual(['a', 'b', 'k0']);
    expect(state().context.images.at(-1)!.uid).toBe('k97');
    expect(storage()).toEqual(['save a (alice)', 'save b (alice)', 'delete k98 k99 (alice)']);
    expect(state().context.notices).toEqual([{ kind: 'dropped', count: 2 }]);
    runs[0]!.report({ type: 'generation.finished' });
    actor.send({ type: 'vision.generate' });
    runs[1]!.report({ type: 'images.received', images: [image('c')] });
    expect(state().context.notices).toEqual([{ kind: 'dropped', count: 3 }]);
  });

  it('deletes one image, or all of them, from the gallery and the storage; the running generation\'s images stay together', async () => {
    const { actor, state, runs, storage } = await start({ scope: alice, kept: { alice: { images: [storedImage('k1', 2000), storedImage('k0', 1000)], unreadable: 0, dropped: 0 } } });
    actor.send({ type: 'vision.delete', uid: 'k1' });
    expect(state().context.images.map((each) => each.uid)).toEqual(['k0']);
    actor.send({ type: 'vision.delete', uid: 'unknown' });
    expect(storage()).toEqual(['delete k1 (alice)']);

    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 3 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a'), image('b')] });
    actor.send({ type: 'vision.delete', uid: 'a' });
    runs[0]!.report({ type: 'images.received', images: [image('c')] });
    expect(state().context.images.map(({ uid, position }) => [uid, position])).toEqual([
      ['b', 2],
      ['c', 3],
      ['k0', 1],
    ]);

    actor.send({ type: 'vision.deleteAll' });
    expect(state().context.images).toEqual([]);
    expect(storage().at(-1)).toBe('delete b c k0 (alice)');
    expect(state().can({ type: 'vision.deleteAll' })).toBe(false);
  });

  it('a full storage is told; the images it refused are written again once the user deletes some', async () => {
    const { actor, state, runs, storage } = await start({ scope: alice, kept: { alice: { images: [storedImage('k0', 1000)], unreadable: 0, dropped: 0 } } });
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 2 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a'), image('b')] });
    actor.send({ type: 'gallery.storeFailed', full: true, uids: ['a'] });
    actor.send({ type: 'gallery.storeFailed', full: true, uids: ['b'] });
    expect(state().context.notices).toEqual([{ kind: 'storageFull' }]);
    expect(state().context.images.map((each) => each.uid)).toEqual(['a', 'b', 'k0']);

    actor.send({ type: 'vision.delete', uid: 'k0' });
    expect(storage().slice(-3)).toEqual(['delete k0 (alice)', 'save a (alice)', 'save b (alice)']);
    expect(state().context.notices).toEqual([]);
    // Another failure (not for lack of space) says so.
    actor.send({ type: 'gallery.storeFailed', full: false, uids: [] });
    expect(state().context.notices).toEqual([{ kind: 'saveFailed' }]);
  });

  it('a storage that cannot be read is told; the studio works on', async () => {
    const { actor, state } = await start({ scope: alice, unreadableStorage: true });
    expect(state().context.notices).toEqual([{ kind: 'loadFailed' }]);
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    expect(state().can({ type: 'vision.generate' })).toBe(true);
  });

  it('another user never sees the last one\'s images: a scope change forgets them and reads the new user\'s', async () => {
    const { actor, state, runs, reads, storage } = await start({
      scope: alice,
      kept: { alice: { images: [storedImage('alice-1', 1000)], unreadable: 0, dropped: 0 }, bob: { images: [storedImage('bob-1', 1000)], unreadable: 0, dropped: 0 } },
    });
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    actor.send({ type: 'session.scopeChanged', scope: bob });
    expect(state().value).toBe('loading');
    expect(state().context.images).toEqual([]);
    expect(runs[0]!.aborted).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(state().context.images.map((each) => each.uid)).toEqual(['bob-1']);
    actor.send({ type: 'vision.delete', uid: 'bob-1' });
    expect(storage()).toEqual(['delete bob-1 (bob)']);
    actor.send({ type: 'session.scopeChanged', scope: null });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(state().context.images).toEqual([]);
    expect(reads).toEqual([alice, bob, null]);
  });

  it('settling (before a sign-out or a reload) answers at once and leaves a reading of the gallery to finish', async () => {
    let finish: (loaded: LoadedGallery) => void = () => undefined;
    const loadImages = fromPromise<LoadedGallery, { scope: StorageScope | null }>(() => new Promise((resolve) => (finish = resolve)));
    const actor = createActor(visionMachine.provide({ actors: { loadImages, storeImages: fromCallback(() => undefined) } }), { input: { scope: alice } }).start();
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'tool.settle', replyTo });
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'vision' }]);
    finish({ images: [storedImage('k0', 1000)], unreadable: 0, dropped: 0 });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context.images.map((each) => each.uid)).toEqual(['k0']);
  });
});

describe('what stays of kept images', () => {
  const day = 24 * 60 * 60 * 1000;
  it('none older than 30 days, at most 100, newest generation first and a generation in its order', () => {
    const now = 100 * day;
    const images = [storedImage('old', now - 31 * day), storedImage('g2-2', now - day, 2), storedImage('g1', now - 2 * day), storedImage('g2-1', now - day, 1), storedImage('edge', now - 30 * day)];
    const { kept, dropped } = storedGallery(images, now);
    expect(kept.map((each) => each.uid)).toEqual(['g2-1', 'g2-2', 'g1', 'edge']);
    expect(dropped.map((each) => each.uid)).toEqual(['old']);
    const many = Array.from({ length: 102 }, (_, n) => storedImage(`k${n}`, now - n));
    expect(storedGallery(many, now).dropped.map((each) => each.uid)).toEqual(['k100', 'k101']);
  });
});

describe('the form rules (tools.md §5)', () => {
  it('a new form asks for 1 result in 1:1 with guidance 0 and no prompt (tools.md §9)', async () => {
    const { state } = await start({ scope: alice });
    expect(state().context.draft).toEqual({ prompt: '', negativePrompt: '', count: 1, guidance: 0, ratio: '1:1' });
  });

  it.each([
    [Number.NaN, 1],
    [0, 1],
    [-3, 1],
    [1, 1],
    [2.4, 2],
    [4, 4],
    [9, 4],
  ])('number of results %s becomes %s', (value, expected) => {
    expect(clampCount(value)).toBe(expected);
  });

  it.each([
    [Number.NaN, 0],
    [-0.5, 0],
    [0, 0],
    [7.5, 7.5],
    [7.54, 7.5],
    [7.55, 7.6],
    [12, 12],
  ])('guidance %s becomes %s', (value, expected) => {
    expect(normalizeGuidance(value)).toBe(expected);
  });

  it('keeps an unknown ratio out of the form', () => {
    const form = editedSettings({ prompt: '', negativePrompt: '', count: 1, guidance: 0, ratio: '4:3' }, { ratio: '2:1' as never });
    expect(form.ratio).toBe('4:3');
  });
});
