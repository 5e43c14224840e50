import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import type { LoadedGallery } from './gallery';
import type { GalleryImage, GenerationFailure, ImageSettings, ReceivedImage, SentSettings } from './image-settings';
import { visionMachine } from './vision.machine';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

// The request reports by the events the walk sends (images.received, generation.finished,
// generation.failed); the gallery's storage answers nothing the states depend on: stand-ins.
const machine = visionMachine.provide({ actors: { generate: fromCallback(() => () => {}), storeImages: fromCallback(() => () => {}) } });
const studio = createActor(setup({}).createMachine({})).start();

/** The gallery is read by an invoke without an id of its own: xstate names it after its state. */
const loadingInvoke = '0.vision.loading';

const lighthouse: SentSettings = { prompt: 'A lighthouse', negativePrompt: '', count: 2, ratio: '16:9', guidance: null };
const storedImage: GalleryImage = {
  uid: 'kept', base64: 'iVBOR', problem: null, placeholder: true, createdAt: 1_700_000_000_000, sent: lighthouse, position: 1, of: 2, generationAt: 1_700_000_000_000,
};
const fox: ReceivedImage = {
  uid: 'fox', base64: 'iVBOR', problem: null, placeholder: true, createdAt: 1_800_000_000_000, sent: { ...lighthouse, prompt: 'A fox', count: 1, ratio: '1:1' },
};
const refused: GenerationFailure = { kind: 'policy', policies: ['violence'] };

const events = [
  doneEvent(loadingInvoke, { images: [storedImage], unreadable: 0, dropped: 0 } satisfies LoadedGallery),
  doneEvent(loadingInvoke, { images: [], unreadable: 1, dropped: 0 } satisfies LoadedGallery),
  errorEvent(loadingInvoke),
  { type: 'vision.edit', changes: { prompt: 'A fox' } },
  // Blank after trimming: Generate is refused.
  { type: 'vision.edit', changes: { prompt: '   ' } },
  { type: 'vision.generate' },
  { type: 'images.received', images: [fox] },
  { type: 'generation.finished' },
  { type: 'generation.failed', failure: refused },
  { type: 'vision.cancel' },
  { type: 'vision.leave' },
  { type: 'page.leaving' },
  { type: 'tool.settle', replyTo: studio },
  { type: 'vision.reuse', uid: storedImage.uid },
  { type: 'vision.delete', uid: storedImage.uid },
  { type: 'vision.delete', uid: fox.uid },
  { type: 'vision.deleteAll' },
  { type: 'session.scopeChanged', scope: bob },
];

interface ModelContext {
  draft: ImageSettings;
  images: GalleryImage[];
  failure: GenerationFailure | null;
}

/**
 * The model's state: the machine's state and what it decides with and shows: the prompt (trimmed:
 * a blank one is no prompt), which images the gallery holds (a repeated one is the same to the
 * model, so the walk ends), the failure. The storage's notices change no state: the scenarios of
 * vision.machine.test.ts check them.
 */
function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { draft, images, failure } = snapshot.context as ModelContext;
  return [
    snapshot.value,
    draft.prompt.trim(),
    images.some((image) => image.uid === storedImage.uid),
    images.some((image) => image.uid === fox.uid),
    failure?.kind ?? null,
  ];
}

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 323;

describe('image generation, model-based (the gallery read, a generation under way, canceled, failed or left)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, {
      input: { scope: alice },
      events,
      invokes: { [loadingInvoke]: 'loadImages' },
      serializeState: modelState,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
