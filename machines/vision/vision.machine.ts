import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { answerSettleAtOnce, type ToolEvent, type ToolInput } from '../studio/tool-protocol';
import {
  maxStoredImages,
  withNotice,
  type GalleryNotice,
  type GalleryNoticeKind,
  type GalleryStoreCommand,
  type GalleryStoreReport,
  type LoadedGallery,
} from './gallery';
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
  | { type: 'vision.reuse'; uid: string }
  /** One image goes from the gallery and this browser. */
  | { type: 'vision.delete'; uid: string }
  /** Every image shown goes (the view asks first). */
  | { type: 'vision.deleteAll' }
  | { type: 'vision.dismissNotice'; kind: GalleryNoticeKind }
  | GalleryStoreReport;

/**
 * Told to the wiring for its toast: the user canceled. Failures are not told: the gallery shows
 * them (tools.md §8) until the next generation, and a 401 is the session's to handle.
 */
export type VisionEmitted = { type: 'vision.canceled' };

export interface GenerateInput {
  settings: ImageSettings;
}

interface VisionContext {
  /** Whose gallery is kept (null: nobody is signed in, nothing is kept). */
  scope: StorageScope | null;
  draft: ImageSettings;
  /** Newest generation first; kept in this browser, those with a problem excepted. */
  images: GalleryImage[];
  /** The last generation's failure, shown until the next one starts. */
  failure: GenerationFailure | null;
  /** How many images the running generation has delivered so far. */
  delivered: number;
  /** The settings the running generation was started with. */
  running: ImageSettings | null;
  /** The running generation's images still in the gallery (they stay together, above older ones). */
  runningUids: string[];
  /** When the running generation's first image came (null: none yet). */
  runningAt: number | null;
  /** Images the storage refused to keep (full): written again once the user deletes some. */
  unsaved: string[];
  notices: GalleryNotice[];
}

const initialContext = (scope: StorageScope | null): VisionContext => ({
  scope,
  draft: defaultImageSettings,
  images: [],
  failure: null,
  delivered: 0,
  running: null,
  runningUids: [],
  runningAt: null,
  unsaved: [],
  notices: [],
});

/** The gallery shows at most this many images, as many as are kept. */
export const galleryLimit = maxStoredImages;

/**
 * The image generation studio (tools.md §2, §4 "Image generation", §8): the form, the request
 * (idle → waiting → done; Cancel aborts; leaving the page aborts silently) and the gallery, kept
 * in this browser per tenant and user (read on opening and on each scope change, `loadImages`;
 * each change handed to `storeImages` as it happens).
 * The request itself is the `generate` effect, provided by the wiring (one request per result in
 * stack-provider mode, one batch otherwise).
 */
const visionSetup = setup({
  types: {
    tags: {} as 'busy' | 'ready',
    input: {} as ToolInput,
    context: {} as VisionContext,
    events: {} as VisionEvent,
    emitted: {} as VisionEmitted,
  },
  actors: {
    generate: fromCallback<GenerateReport, GenerateInput>(() => {
      throw new Error('generate must be provided');
    }),
    loadImages: fromPromise<LoadedGallery, { scope: StorageScope | null }>(() => Promise.reject(new Error('loadImages must be provided'))),
    storeImages: fromCallback<GalleryStoreCommand>(() => {
      throw new Error('storeImages must be provided');
    }),
  },
  guards: {
    promptReady: ({ context }) => promptReady(context.draft),
    knownImage: ({ context, event }) => (event.type === 'vision.reuse' || event.type === 'vision.delete') && context.images.some((image) => image.uid === event.uid),
    hasImages: ({ context }) => context.images.length > 0,
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
    start: assign({ failure: null, delivered: 0, runningUids: [], runningAt: null, running: ({ context }) => context.draft }),
    /** New images join the gallery and are kept (a result that is not a PNG to show is not); beyond the bound the oldest go, with a notice. */
    receive: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'images.received' || event.images.length === 0) return;
      const of = context.running?.count ?? event.images.length;
      const generationAt = context.runningAt ?? event.images[0]!.createdAt;
      const added: GalleryImage[] = event.images.map((image, index) => ({
        ...image,
        position: context.delivered + index + 1,
        of: Math.max(of, context.delivered + index + 1),
        generationAt,
      }));
      // The running generation's images stay together, in the order they came, above older ones.
      const current = context.images.filter((image) => context.runningUids.includes(image.uid));
      const older = context.images.filter((image) => !context.runningUids.includes(image.uid));
      const all = [...current, ...added, ...older];
      const shown = all.slice(0, galleryLimit);
      const dropped = all.slice(galleryLimit);
      enqueue.assign({
        images: shown,
        delivered: context.delivered + added.length,
        runningUids: [...context.runningUids, ...added.map((image) => image.uid)],
        runningAt: generationAt,
        notices: dropped.length > 0 ? withNotice(context.notices, { kind: 'dropped', count: dropped.length }) : context.notices,
      });
      const { scope } = context;
      if (!scope) return;
      for (const image of added) if (image.problem === null && shown.includes(image)) enqueue.sendTo('store', { type: 'save', scope, image } satisfies GalleryStoreCommand);
      if (dropped.length > 0) enqueue.sendTo('store', { type: 'delete', scope, uids: dropped.map((image) => image.uid) } satisfies GalleryStoreCommand);
    }),
    /** Deleted here and in this browser; images the storage could not keep are tried again (the room may be there now). */
    remove: enqueueActions(({ context, event, enqueue }) => {
      const uids = event.type === 'vision.delete' ? [event.uid] : event.type === 'vision.deleteAll' ? context.images.map((image) => image.uid) : [];
      const images = context.images.filter((image) => !uids.includes(image.uid));
      const retried = images.filter((image) => context.unsaved.includes(image.uid));
      enqueue.assign({
        images,
        runningUids: context.runningUids.filter((uid) => !uids.includes(uid)),
        unsaved: [],
        notices: context.unsaved.length > 0 ? context.notices.filter((notice) => notice.kind !== 'storageFull') : context.notices,
      });
      const { scope } = context;
      if (!scope) return;
      enqueue.sendTo('store', { type: 'delete', scope, uids } satisfies GalleryStoreCommand);
      for (const image of retried) enqueue.sendTo('store', { type: 'save', scope, image } satisfies GalleryStoreCommand);
    }),
    storeFailed: assign(({ context, event }) => {
      if (event.type !== 'gallery.storeFailed') return {};
      return {
        unsaved: [...context.unsaved, ...event.uids.filter((uid) => !context.unsaved.includes(uid))],
        notices: withNotice(context.notices, { kind: event.full ? 'storageFull' : 'saveFailed' }),
      };
    }),
    fail: assign({ failure: ({ context, event }) => (event.type === 'generation.failed' ? event.failure : context.failure) }),
    forget: assign(({ event }) => initialContext(event.type === 'session.scopeChanged' ? event.scope : null)),
  },
});

/** What the kept gallery found on reading tells the user. */
function loadedNotices(notices: GalleryNotice[], { unreadable, dropped }: LoadedGallery): GalleryNotice[] {
  let told = notices;
  if (unreadable > 0) told = withNotice(told, { kind: 'unreadable', count: unreadable });
  if (dropped > 0) told = withNotice(told, { kind: 'dropped', count: dropped });
  return told;
}

export const visionMachine = visionSetup.createMachine({
  id: 'vision',
  context: ({ input }) => initialContext(input.scope),
  // The gallery's storage: told each change as it happens, it writes them in order.
  invoke: { id: 'store', src: 'storeImages' },
  on: {
    'vision.edit': { actions: 'edit' },
    'vision.reuse': { guard: 'knownImage', actions: 'reuse' },
    'vision.delete': { guard: 'knownImage', actions: 'remove' },
    'vision.deleteAll': { guard: 'hasImages', actions: 'remove' },
    'vision.dismissNotice': { actions: assign({ notices: ({ context, event }) => context.notices.filter((notice) => notice.kind !== event.kind) }) },
    'gallery.storeFailed': { actions: 'storeFailed' },
    // Another user (or nobody) now: nothing of the last one's stays on screen; the new one's gallery is read.
    'session.scopeChanged': { target: '.loading', actions: 'forget' },
    // Each image is handed to the storage as it comes: nothing waits to be written.
    'tool.settle': { actions: answerSettleAtOnce(visionSetup, 'vision') },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadImages',
        input: ({ context }) => ({ scope: context.scope }),
        onDone: { target: 'idle', actions: assign(({ context, event }) => ({ images: event.output.images, notices: loadedNotices(context.notices, event.output) })) },
        onError: { target: 'idle', actions: assign({ notices: ({ context }) => withNotice(context.notices, { kind: 'loadFailed' }) }) },
      },
    },
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
        // Nothing here needs finishing: a request under way is dropped silently.
        'tool.settle': { target: 'idle', actions: answerSettleAtOnce(visionSetup, 'vision') },
        'page.leaving': 'idle',
      },
    },
    done: {
      tags: ['ready'],
      on: { 'vision.generate': { guard: 'promptReady', target: 'waiting' } },
    },
  },
});
