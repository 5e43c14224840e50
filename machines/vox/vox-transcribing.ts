import { assign, emit, enqueueActions } from 'xstate';
import { transcriptFrom, type HeardSegment } from './transcript';
import { statusOf, type VoxStoreCommand } from './vox-actors';
import { maxKeptResults, voxKept } from './vox-kept';
import type { VoxContext, VoxResult } from './vox.types';

const current = (context: VoxContext) => context.files.find((file) => file.status === 'transcribing');

/** Files checked and listed, then transcribed one after another (the mock: 3 s each, placeholder passages; the real path: the API's passages with times and speakers). */
export const voxTranscribing = voxKept.extend({
  guards: {
    hasFiles: ({ context }) => context.files.length > 0,
    moreFiles: ({ context }) => context.files.some((file) => file.status === 'waiting'),
  },
  actions: {
    queueAll: assign({ files: ({ context }) => context.files.map((file) => ({ ...file, status: 'waiting' as const })) }),
    takeNextFile: assign({
      files: ({ context }) => {
        const next = context.files.findIndex((file) => file.status === 'waiting');
        return context.files.map((file, index) => (index === next ? { ...file, status: 'transcribing' as const } : file));
      },
    }),
    /** The file leaves the list for the results (kept; the oldest beyond the bound go). */
    finishFile: enqueueActions(({ context, enqueue }, params: { heard: HeardSegment[]; placeholder: boolean }) => {
      const done = current(context);
      if (!done) return;
      const result: VoxResult = {
        id: crypto.randomUUID(),
        fileName: done.file.name,
        createdAt: Date.now(),
        placeholder: params.placeholder,
        ...transcriptFrom(params.heard),
        summary: null,
        evaluation: null,
      };
      const all = [...context.results, result];
      const dropped = all.slice(0, Math.max(0, all.length - maxKeptResults));
      enqueue.assign({ files: context.files.filter((file) => file !== done), results: all.slice(dropped.length) });
      const { scope } = context;
      if (!scope) return;
      enqueue.sendTo('store', { type: 'save', scope, result } satisfies VoxStoreCommand);
      for (const old of dropped) enqueue.sendTo('store', { type: 'delete', scope, id: old.id } satisfies VoxStoreCommand);
    }),
    failFile: assign({ files: ({ context }) => context.files.map((file) => (file.status === 'transcribing' ? { ...file, status: 'failed' as const } : file)) }),
  },
});

/** The files added are checked: those accepted are listed, the refusals told. */
export const checking = voxTranscribing.createStateConfig({
  tags: ['busy'],
  invoke: {
    src: 'checkFiles',
    input: ({ event }) => ({ files: event.type === 'vox.add' ? event.files : [] }),
    onDone: {
      target: 'ready',
      actions: [
        assign(({ context, event }) => ({
          files: [...context.files, ...event.output.accepted.map((file, index) => ({ id: `file-${context.nextId + index}`, file, status: 'waiting' as const }))],
          nextId: context.nextId + event.output.accepted.length,
        })),
        emit(({ event }) => ({ type: 'vox.refused' as const, refusals: event.output.refusals })),
      ],
    },
    onError: 'ready',
  },
});

export const transcribing = voxTranscribing.createStateConfig({
  tags: ['busy'],
  entry: 'queueAll',
  initial: 'next',
  states: {
    next: {
      always: [
        { guard: 'moreFiles', target: 'file', actions: 'takeNextFile' },
        { target: '#vox.ready' },
      ],
    },
    file: {
      always: { guard: 'real', target: 'calling' },
      after: { mockStep: 'placeholder' },
    },
    placeholder: {
      invoke: {
        src: 'placeholderTranscript',
        input: ({ context }) => ({ fileName: current(context)!.file.name }),
        onDone: { target: 'next', actions: { type: 'finishFile', params: ({ event }) => ({ heard: event.output, placeholder: true }) } },
        onError: { target: 'next', actions: 'failFile' },
      },
    },
    calling: {
      invoke: {
        src: 'transcribe',
        input: ({ context }) => ({ file: current(context)!.file, language: context.language }),
        onDone: { target: 'next', actions: { type: 'finishFile', params: ({ event }) => ({ heard: event.output, placeholder: false }) } },
        onError: {
          target: 'next',
          actions: [
            emit(({ context, event }) => ({ type: 'vox.failed' as const, fileName: current(context)?.file.name ?? '', step: 'transcript' as const, status: statusOf(event.error) })),
            'failFile',
          ],
        },
      },
    },
  },
});
