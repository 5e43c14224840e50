import { describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { GalleryStoreCommand, GalleryStoreReport, LoadedGallery } from '../../machines/vision/gallery';
import type { GalleryImage } from '../../machines/vision/image-settings';
import { memoryKeyValueStore } from '../persistence/key-value-store';
import { settle } from '../persistence/testing';
import { visionGalleryStore } from './gallery-store';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const now = Date.UTC(2026, 10, 26, 12);
const day = 24 * 60 * 60 * 1000;
/** A 1×1 PNG. */
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A record exactly as version 1 of the studio wrote it (never produced by today's code, so a change of shape shows here). */
const writtenByVersion1 = {
  version: 1,
  image: {
    uid: '3f1c9a52-8c1e-4d7e-9f0a-2b6d1e4c7a90',
    base64: png,
    placeholder: false,
    createdAt: now - 2 * day + 40,
    generationAt: now - 2 * day,
    position: 2,
    of: 4,
    sent: { prompt: 'A lighthouse at dusk', negativePrompt: 'people', count: 4, ratio: '16:9', guidance: 7.5 },
  },
};

const image = (uid: string, generationAt: number, position = 1): GalleryImage => ({
  uid, base64: png, problem: null, placeholder: true, createdAt: generationAt, generationAt, position, of: 1,
  sent: { prompt: 'A fox', negativePrompt: '', count: 1, ratio: '1:1', guidance: null },
});

async function loaded(store: ReturnType<typeof visionGalleryStore>, scope: StorageScope | null) {
  const actor = createActor(store.loadImages, { input: { scope } }).start();
  return new Promise<LoadedGallery>((resolve, reject) => actor.subscribe({ complete: () => resolve(actor.getSnapshot().output!), error: reject }));
}

/** The storage actor under a parent that records what it is told back. */
function storing(store: ReturnType<typeof visionGalleryStore>) {
  const reports: GalleryStoreReport[] = [];
  const parent = setup({
    types: { events: {} as GalleryStoreCommand | GalleryStoreReport },
    actors: { storeImages: store.storeImages },
  }).createMachine({
    invoke: { id: 'store', src: 'storeImages' },
    on: {
      save: { actions: sendTo('store', ({ event }) => event) },
      delete: { actions: sendTo('store', ({ event }) => event) },
      'gallery.storeFailed': { actions: ({ event }) => void reports.push(event) },
    },
  });
  const actor = createActor(parent).start();
  return { send: (command: GalleryStoreCommand) => actor.send(command), reports };
}

describe('the Vision gallery kept in this browser', () => {
  it('opens a record written by version 1, with its settings, under its user\'s key only', async () => {
    const storage = memoryKeyValueStore({ [`VISION_GALLERY:alice/${writtenByVersion1.image.uid}`]: writtenByVersion1 });
    const store = visionGalleryStore(storage, () => now);
    const { images, unreadable, dropped } = await loaded(store, alice);
    expect({ unreadable, dropped }).toEqual({ unreadable: 0, dropped: 0 });
    expect(images).toEqual([{ ...writtenByVersion1.image, problem: null }]);
    expect((await loaded(store, { tenant: 'corporate', userId: 'alice2' })).images).toEqual([]);
    expect((await loaded(store, { tenant: 'trial', userId: 'alice' })).images).toEqual([]);
    expect((await loaded(store, null)).images).toEqual([]);
  });

  it('sets a record it cannot read aside, untouched, and counts it; a newer version\'s record is counted and left where it is', async () => {
    const wrongShape = { version: 1, image: { ...writtenByVersion1.image, uid: 'bad', sent: { ...writtenByVersion1.image.sent, ratio: 'wide' } } };
    const notPng = { version: 1, image: { ...writtenByVersion1.image, uid: 'not-png', base64: btoa('GIF89a, not a PNG') } };
    const noSettings = { version: 1, image: { ...writtenByVersion1.image, uid: 'no-settings', sent: undefined } };
    const newer = { version: 2, image: { uid: 'next', pixels: 'elsewhere' } };
    const storage = memoryKeyValueStore({
      'VISION_GALLERY:alice/bad': wrongShape,
      'VISION_GALLERY:alice/not-png': notPng,
      'VISION_GALLERY:alice/no-settings': noSettings,
      'VISION_GALLERY:alice/garbage': 'garbage',
      'VISION_GALLERY:alice/another-uid': writtenByVersion1,
      'VISION_GALLERY:alice/next': newer,
      [`VISION_GALLERY:alice/${writtenByVersion1.image.uid}`]: writtenByVersion1,
    });
    const { images, unreadable } = await loaded(visionGalleryStore(storage, () => now), alice);
    expect(images.map((each) => each.uid)).toEqual([writtenByVersion1.image.uid]);
    expect(unreadable).toBe(6);
    expect(storage.data.get('VISION_GALLERY:alice.unreadable/bad')).toEqual(wrongShape);
    expect(storage.data.get('VISION_GALLERY:alice.unreadable/not-png')).toEqual(notPng);
    expect(storage.data.get('VISION_GALLERY:alice.unreadable/garbage')).toBe('garbage');
    expect(storage.data.get('VISION_GALLERY:alice.unreadable/another-uid')).toEqual(writtenByVersion1);
    expect([...storage.data.keys()].filter((key) => key.startsWith('VISION_GALLERY:alice/')).sort()).toEqual(
      [`VISION_GALLERY:alice/${writtenByVersion1.image.uid}`, 'VISION_GALLERY:alice/next'].sort(),
    );
    expect(storage.data.get('VISION_GALLERY:alice/next')).toEqual(newer);
    // Read again: only the newer version's record is still there to tell of.
    expect((await loaded(visionGalleryStore(storage, () => now), alice)).unreadable).toBe(1);
  });

  it('drops images older than 30 days and, beyond 100, the oldest; the rest come newest first', async () => {
    const initial: Record<string, unknown> = {};
    const put = (each: GalleryImage) => (initial[`VISION_GALLERY:alice/${each.uid}`] = { version: 1, image: { ...each, problem: undefined } });
    put(image('expired', now - 31 * day));
    for (let n = 1; n <= 102; n += 1) put(image(`i${n}`, now - day + n));
    const storage = memoryKeyValueStore(initial);
    const { images, dropped } = await loaded(visionGalleryStore(storage, () => now), alice);
    expect(dropped).toBe(3);
    expect(images.map((each) => each.uid)).toEqual(Array.from({ length: 100 }, (_, index) => `i${102 - index}`));
    expect([...storage.data.keys()].filter((key) => ['expired', 'i1', 'i2'].some((uid) => key.endsWith(`/${uid}`)))).toEqual([]);
  });

  it('writes and deletes in the order told; a full disk is told back with the image it did not keep', async () => {
    const storage = memoryKeyValueStore();
    const { send, reports } = storing(visionGalleryStore(storage, () => now));
    send({ type: 'save', scope: alice, image: image('a', now) });
    send({ type: 'save', scope: alice, image: image('b', now, 2) });
    send({ type: 'save', scope: alice, image: image('c', now, 3) });
    send({ type: 'delete', scope: alice, uids: ['b', 'c'] });
    await settle();
    expect([...storage.data.keys()]).toEqual(['VISION_GALLERY:alice/a']);
    expect(storage.data.get('VISION_GALLERY:alice/a')).toEqual({ version: 1, image: { ...image('a', now), problem: undefined } });
    storage.quotaChars = 10;
    send({ type: 'save', scope: alice, image: image('d', now) });
    await settle();
    expect(reports).toEqual([{ type: 'gallery.storeFailed', full: true, uids: ['d'] }]);
  });
});
