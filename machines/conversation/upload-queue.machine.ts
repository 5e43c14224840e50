import { assign, enqueueActions, fromPromise, log, setup, type SnapshotFrom } from 'xstate';
import { sessionExpiredStatus } from '../../domain/session-expiry';
import { checkUploads } from './upload-checks';
import {
  uploadDetail,
  uploadStatus,
  type UploadInput,
  type UploadOutput,
  type UploadQueueEmitted,
  type UploadQueueEvent,
} from './upload-queue.types';

interface UploadQueueContext {
  /** Files to upload in order; while `uploading`, the first is the one on its way. */
  queue: File[];
}

// The same file picked or dropped twice while still queued would only be uploaded twice.
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;

function head({ queue }: UploadQueueContext): File {
  const [file] = queue;
  if (!file) throw new Error('upload queue: uploading with an empty queue');
  return file;
}

/**
 * The chat's document upload (tools.md §4 "Upload", §5, §8 "Upload"): every added file is
 * checked, then the accepted ones go up one by one. A failed file is reported and the queue
 * goes on; `upload.cancel` aborts the running upload AND drops the waiting files (one cancel
 * button means "stop uploading"); a 401 drops the queue as well.
 *
 * Tags: `ready` — nothing to do; `busy` — a file is uploading (`upload.cancel` is possible).
 * Emitted events: see UploadQueueEmitted. A 422 is only logged (actor logger, the console).
 */
export const uploadQueueMachine = setup({
  types: {
    tags: {} as 'busy' | 'ready',
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
    emitted: {} as UploadQueueEmitted,
  },
  actors: {
    uploadDocument: fromPromise<UploadOutput, UploadInput>(async () => {
      throw new Error('upload-queue actor "uploadDocument" must be provided');
    }),
  },
  guards: {
    queueEmpty: ({ context }) => context.queue.length === 0,
    hasStatus: (_, { error, status }: { error: unknown; status: number }) => uploadStatus(error) === status,
  },
  actions: {
    add: enqueueActions(({ context, enqueue }, files: File[]) => {
      const { accepted, rejected } = checkUploads(files);
      for (const { file, reason } of rejected) enqueue.emit({ type: 'upload.rejected', name: file.name, reason });
      const queue = accepted.reduce((all, file) => (all.some((q) => sameFile(q, file)) ? all : [...all, file]), context.queue);
      if (queue.length !== context.queue.length) enqueue.assign({ queue });
    }),
    tell: enqueueActions(({ enqueue }, events: readonly UploadQueueEmitted[]) => {
      for (const event of events) enqueue.emit(event);
    }),
    shift: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    clear: assign({ queue: [] }),
    // tools.md §8: a 422 goes to the console only, no toast (the actor's logger is the console).
    logRefused: log((_, { name, error }: { name: string; error: unknown }) => `upload of "${name}" refused (422): ${uploadDetail(error)}`),
  },
}).createMachine({
  id: 'uploadQueue',
  context: { queue: [] },
  initial: 'idle',
  states: {
    idle: {
      tags: ['ready'],
      on: { 'upload.add': { target: 'next', actions: { type: 'add', params: ({ event }) => event.files } } },
    },
    next: {
      always: [{ guard: 'queueEmpty', target: 'idle' }, { target: 'uploading' }],
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'upload',
        src: 'uploadDocument',
        input: ({ context }) => ({ file: head(context) }),
        onDone: {
          target: 'next',
          actions: [
            {
              type: 'tell',
              params: ({ context, event }) => [
                {
                  type: 'document.uploaded',
                  label: head(context).name,
                  value: event.output.docHash,
                  timeStamp: event.output.uploadedAt,
                  textTruncated: event.output.textTruncated,
                },
              ],
            },
            'shift',
          ],
        },
        onError: [
          {
            guard: { type: 'hasStatus', params: ({ event }) => ({ error: event.error, status: sessionExpiredStatus }) },
            target: 'idle',
            actions: [{ type: 'tell', params: [{ type: 'session.expired' }] }, 'clear'],
          },
          {
            guard: { type: 'hasStatus', params: ({ event }) => ({ error: event.error, status: 422 }) },
            target: 'next',
            actions: [{ type: 'logRefused', params: ({ context, event }) => ({ name: head(context).name, error: event.error }) }, 'shift'],
          },
          {
            target: 'next',
            actions: [
              { type: 'tell', params: ({ context, event }) => [{ type: 'upload.failed', name: head(context).name, status: uploadStatus(event.error) }] },
              'shift',
            ],
          },
        ],
      },
      on: {
        'upload.add': { actions: { type: 'add', params: ({ event }) => event.files } },
        // Leaving `uploading` stops the actor; its signal aborts the request.
        'upload.cancel': {
          target: 'idle',
          actions: [{ type: 'tell', params: ({ context }) => [{ type: 'upload.canceled', names: context.queue.map((f) => f.name) }] }, 'clear'],
        },
      },
    },
  },
});

/** The name of the file on its way, or null when nothing uploads (for the views' progress line). */
export const uploadingFileName = (snapshot: SnapshotFrom<typeof uploadQueueMachine>): string | null =>
  snapshot.hasTag('busy') ? (snapshot.context.queue[0]?.name ?? null) : null;

