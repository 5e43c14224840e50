// fake-indexeddb implements IndexedDB in plain JavaScript (jsdom has none): each test's browser
// has its own, and a later visit (a reload) opens the same one.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor as reach } from 'xstate';
import { http, HttpResponse } from 'msw';
import { defaultApiBase } from '../../test/msw/handlers/contract';
import { mswServer, setupMswForSuite } from '../../test/msw/server';
import { indexedDbKeyValueStore } from '../persistence/indexeddb-store';
import { memoryKeyValueStore, type KeyValueStore } from '../persistence/key-value-store';
import { imageGenApi, jsonAnswer, placeholderPng, startVisionHarness, tinyPng } from './vision-tool.test-support';

const alice = { subject: 'alice', name: 'Alice', groups: [], expiresAt: 4_000_000_000 };
const bob = { subject: 'bob', name: 'Bob', groups: [], expiresAt: 4_000_000_000 };

/** One visit of Vision Studio by `user` in the browser whose storage is `storage`; resolves once the gallery is read. */
async function visit(storage: KeyValueStore, user = alice) {
  const vision = await startVisionHarness({ signedIn: user, persistence: { storage } });
  await reach(vision.tool.actor, (snapshot) => !snapshot.matches('loading'));
  return vision;
}

const images = () => screen.queryAllByRole('img');
const keptKeys = (storage: KeyValueStore, user = 'alice') => storage.keys(`VISION_GALLERY:${user}/`);

describe('the Vision gallery stays in this browser', () => {
  setupMswForSuite();

  it('a deleted image hands the focus to the image in its place, then the one before, then the heading (never the page)', async () => {
    imageGenApi(() => jsonAnswer([placeholderPng, placeholderPng, placeholderPng]));
    const vision = await visit(memoryKeyValueStore());
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A lighthouse');
    await vision.user.click(screen.getByRole('button', { name: 'Increase Number of results' }));
    await vision.user.click(screen.getByRole('button', { name: 'Increase Number of results' }));
    await vision.user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(images()).toHaveLength(3));
    const actionsOf = (position: number) => within(screen.getByRole('group', { name: `Actions for image ${position}` }));

    await vision.user.click(actionsOf(2).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(images()).toHaveLength(2));
    expect(actionsOf(3).getByRole('button', { name: 'Zoom' })).toHaveFocus();

    await vision.user.click(actionsOf(3).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(images()).toHaveLength(1));
    expect(actionsOf(1).getByRole('button', { name: 'Zoom' })).toHaveFocus();

    await vision.user.click(actionsOf(1).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(images()).toHaveLength(0));
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });

  it('images and their settings survive a reload (IndexedDB); Reuse settings, Delete and Delete all (after a question) work on kept ones', async () => {
    imageGenApi(() => jsonAnswer([placeholderPng, placeholderPng]));
    const storage = indexedDbKeyValueStore(new IDBFactory());
    const first = await visit(storage);
    expect(screen.getByText('Images are kept in this browser for 30 days, at most 100.')).toBeInTheDocument();
    await first.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A lighthouse');
    await first.user.type(screen.getByRole('textbox', { name: 'Negative prompt' }), 'fog');
    await first.user.click(screen.getByRole('radio', { name: '16:9' }));
    await first.user.click(screen.getByRole('button', { name: 'Increase Number of results' }));
    await first.user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(images()).toHaveLength(2));
    await waitFor(async () => expect(await keptKeys(storage)).toHaveLength(2));
    first.view.unmount();

    // The next visit (a reload) in this browser.
    const second = await visit(storage);
    expect(images().map((image) => image.getAttribute('alt'))).toEqual(['A lighthouse (image 1 of 2)', 'A lighthouse (image 2 of 2)']);
    expect(screen.getAllByText(/Aspect ratio 16:9 · 2 results$/)).toHaveLength(2);
    expect(screen.getAllByText('Negative prompt: fog')).toHaveLength(2);
    expect(screen.getAllByText('Placeholder')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('');
    await second.user.click(within(screen.getAllByRole('group', { name: 'Actions for image 1' })[0]!).getByRole('button', { name: 'Reuse settings' }));
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A lighthouse');
    expect(screen.getByRole('textbox', { name: 'Negative prompt' })).toHaveValue('fog');
    expect(screen.getByRole('radio', { name: '16:9' })).toBeChecked();

    await second.user.click(within(screen.getByRole('group', { name: 'Actions for image 2' })).getByRole('button', { name: 'Delete' }));
    expect(images().map((image) => image.getAttribute('alt'))).toEqual(['A lighthouse (image 1 of 2)']);
    await waitFor(async () => expect(await keptKeys(storage)).toHaveLength(1));
    second.view.unmount();

    const third = await visit(storage);
    expect(images()).toHaveLength(1);
    await third.user.click(screen.getByRole('button', { name: 'Delete all' }));
    const question = await screen.findByRole('dialog', { name: 'Delete the image from this browser?' });
    await third.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(images()).toHaveLength(1);
    await third.user.click(screen.getByRole('button', { name: 'Delete all' }));
    await third.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(images()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Delete all' })).toBeNull();
    await waitFor(async () => expect(await keptKeys(storage)).toEqual([]));
  });

  it('images that arrived before a Cancel are kept', async () => {
    // Trial origin: one request per result; the first answers, the second never does.
    let calls = 0;
    mswServer.use(http.post(`${defaultApiBase}/v1/image_gen`, () => (calls++ === 0 ? HttpResponse.json(tinyPng) : new Promise<never>(() => undefined))));
    const storage = memoryKeyValueStore();
    const vision = await startVisionHarness({ origin: 'trial', signedIn: alice, persistence: { storage } });
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(screen.getAllByRole('button', { name: /^Increase/ })[0]!);
    await vision.user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(images()).toHaveLength(1));
    await vision.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The response was aborted.')).toBeInTheDocument();
    await waitFor(async () => expect(await keptKeys(storage)).toHaveLength(1));
    vision.view.unmount();

    await visit(storage);
    expect(images().map((image) => image.getAttribute('alt'))).toEqual(['A fox (image 1 of 2)']);
  });

  it('a kept image that cannot be read is set aside with a notice; the others show; another user sees none of them', async () => {
    const storage = memoryKeyValueStore();
    imageGenApi(() => jsonAnswer([tinyPng]));
    const first = await visit(storage);
    await first.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await first.user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(async () => expect(await keptKeys(storage)).toHaveLength(1));
    first.view.unmount();
    await storage.set('VISION_GALLERY:alice/broken', { version: 1, image: { uid: 'broken', base64: 'not a png' } });

    const second = await visit(storage);
    expect(screen.getByRole('alert')).toHaveTextContent('One kept image could not be read (it is damaged, or a newer version of the studio kept it). It is set aside, unchanged, and not shown.');
    expect(images()).toHaveLength(1);
    await second.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    second.view.unmount();

    await visit(storage, bob);
    expect(screen.getByText('Your images will appear here.')).toBeInTheDocument();
    expect(images()).toEqual([]);
  });

  it('signing out takes the images off the screen', async () => {
    imageGenApi(() => jsonAnswer([tinyPng]));
    const vision = await visit(memoryKeyValueStore());
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(images()).toHaveLength(1));
    vision.platform.commands.logout();
    await waitFor(() => expect(images()).toEqual([]));
  });

  it('a full storage is told; the image stays on screen for this visit', async () => {
    imageGenApi(() => jsonAnswer([tinyPng]));
    const storage = memoryKeyValueStore();
    storage.quotaChars = 10;
    const vision = await visit(storage);
    await vision.user.type(screen.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await vision.user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This browser's storage is full: the newest images are shown but will be gone after a reload.");
    expect(images()).toHaveLength(1);
  });
});
