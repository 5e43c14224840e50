import { assign, emit, fromCallback, setup } from 'xstate';
import { answerSettleAtOnce, type ToolEvent, type ToolInput } from '../studio/tool-protocol';
import {
  defaultImageSettings,
  editedSettings,
  promptReady,
  type GalleryImage,
  type GenerationFailure,
  type ImageSettings,
  type ReceivedImage,
} from './image-settings';

/** What the generate effect reports back while it runs. */
export type GenerateReport =
  | { type: 'images.received'; images: ReceivedImage[] }
  | { type: 'generation.finished' }
  | { type: 'generation.failed'; failure: GenerationFailure };

export type VisionEvent =
  | ToolEvent
  | GenerateReport
  | { type: 'vision.edit'; changes: Partial<ImageSettings> }
  | { type: 'vision.generate' }
  | { type: 'vision.cancel' }
  /** The page was left: what is under way stops without a word. */
  | { type: 'vision.leave' }
  | { type: 'vision.reuse'; uid: string };

/**
 * Told to the wiring for its toast: the user canceled. Failures are not told: the gallery shows
 * them (tools.md §8) until the next generation, and a 401 is the session's to handle.
 */
export type VisionEmitted = { type: 'vision.canceled' };

export interface GenerateInput {
  settings: ImageSettings;
}

interface VisionContext {
  draft: ImageSettings;
  /** Newest generation first; never persisted. */
  images: GalleryImage[];
  /** The last generation's failure, shown until the next one starts. */
  failure: GenerationFailure | null;
  /** How many images the running generation has delivered so far. */
  delivered: number;
  /** The settings the running generation was started with. */
  running: ImageSettings | null;
}

const initialContext = (): VisionContext => ({ draft: defaultImageSettings, images: [], failure: null, delivered: 0, running: null });

/** The gallery keeps this many images (a visit's memory, not an archive). */
export const galleryLimit = 40;

/**
 * The image generation studio (tools.md §2, §4 "Image generation", §8): the form, the request
 * (idle → waiting → done; Cancel aborts; leaving the page aborts silently) and the gallery.
 * The request itself is the `generate` effect, provided by the wiring (one request per result in
 * stack-provider mode, one batch otherwise).
 */
const visionSetup = setup({
  types: {
    input: {} as ToolInput,
    context: {} as VisionContext,
    events: {} as VisionEvent,
    emitted: {} as VisionEmitted,
  },
  actors: {
    generate: fromCallback<GenerateReport, GenerateInput>(() => {
      throw new Error('generate must be provided');
    }),
  },
  guards: {
    promptReady: ({ context }) => promptReady(context.draft),
    knownImage: ({ context, event }) => event.type === 'vision.reuse' && context.images.some((image) => image.uid === event.uid),
  },
  actions: {
    edit: assign({ draft: ({ context, event }) => (event.type === 'vision.edit' ? editedSettings(context.draft, event.changes) : context.draft) }),
    reuse: assign({
      draft: ({ context, event }) => {
        const image = context.images.find((candidate) => event.type === 'vision.reuse' && candidate.uid === event.uid);
        if (!image) return context.draft;
        const { prompt, negativePrompt, count, ratio, guidance } = image.sent;
        return editedSettings(context.draft, { prompt, negativePrompt, count, ratio, ...(guidance === null ? {} : { guidance }) });
      },
    }),
    start: assign({ failure: null, delivered: 0, running: ({ context }) => context.draft }),
    receive: assign(({ context, event }) => {
      if (event.type !== 'images.received') return {};
      const of = context.running?.count ?? event.images.length;
      const added = event.images.map((image, index) => ({ ...image, position: context.delivered + index + 1, of: Math.max(of, context.delivered + index + 1) }));
      // The running generation's images stay together, in the order they came, above older ones.
      const current = context.images.slice(0, context.delivered);
      const older = context.images.slice(context.delivered);
      return { images: [...current, ...added, ...older].slice(0, galleryLimit), delivered: context.delivered + added.length };
    }),
    fail: assign({ failure: ({ context, event }) => (event.type === 'generation.failed' ? event.failure : context.failure) }),
    forget: assign(() => initialContext()),
  },
});

export const visionMachine = visionSetup.createMachine({
  id: 'vision',
  context: initialContext,
  on: {
    'vision.edit': { actions: 'edit' },
    'vision.reuse': { guard: 'knownImage', actions: 'reuse' },
    // Another user (or nobody) now: nothing of the last one's stays on screen.
    'session.scopeChanged': { target: '.idle', actions: 'forget' },
    // Nothing here needs finishing: a request under way is dropped silently.
    'tool.settle': { target: '.idle', actions: answerSettleAtOnce(visionSetup, 'vision') },
    'page.leaving': { target: '.idle' },
  },
  initial: 'idle',
  states: {
    idle: {
      tags: ['ready'],
      on: { 'vision.generate': { guard: 'promptReady', target: 'waiting' } },
    },
    waiting: {
      tags: ['busy'],
      entry: 'start',
      invoke: { src: 'generate', input: ({ context }) => ({ settings: context.running ?? context.draft }) },
      on: {
        'images.received': { actions: 'receive' },
        'generation.finished': 'done',
        'generation.failed': { target: 'idle', actions: 'fail' },
        'vision.cancel': { target: 'idle', actions: emit({ type: 'vision.canceled' as const }) },
        'vision.leave': 'idle',
      },
    },
    done: {
      tags: ['ready'],
      on: { 'vision.generate': { guard: 'promptReady', target: 'waiting' } },
    },
  },
});
