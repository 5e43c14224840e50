import { assign, enqueueActions } from 'xstate';
import { maskPersonalData as maskText } from '../../domain/personal-data';
import { nextSpeakerId } from './transcript';
import { voxActors, type VoxStoreCommand } from './vox-actors';
import type { VoxEvent, VoxResult } from './vox.types';

/** Results kept in this browser per tenant and user: at most this many (the oldest go first)… */
export const maxKeptResults = 50;
/** …for at most this long after they were transcribed. */
export const keptDays = 30;

/** What an edit does to the result it names (null: not an edit, or nothing to change). */
function editOf(event: VoxEvent): { id: string; change: (result: VoxResult) => VoxResult } | null {
  const segmentsWith = (result: VoxResult, segmentId: string, values: { text?: string; speakerId?: string }) => ({
    ...result,
    segments: result.segments.map((segment) => (segment.id === segmentId ? { ...segment, ...values } : segment)),
  });
  switch (event.type) {
    case 'vox.editSegment':
      return { id: event.resultId, change: (result) => segmentsWith(result, event.segmentId, { text: event.text }) };
    case 'vox.assignSpeaker':
      return {
        id: event.resultId,
        change: (result) => (result.speakers.some((speaker) => speaker.id === event.speakerId) ? segmentsWith(result, event.segmentId, { speakerId: event.speakerId }) : result),
      };
    case 'vox.newSpeaker':
      return {
        id: event.resultId,
        change: (result) => {
          const speaker = { id: nextSpeakerId(result.speakers), name: event.name.trim() || event.name };
          return segmentsWith({ ...result, speakers: [...result.speakers, speaker] }, event.segmentId, { speakerId: speaker.id });
        },
      };
    case 'vox.renameSpeaker': {
      const name = event.name.trim();
      return {
        id: event.resultId,
        change: (result) => (name === '' ? result : { ...result, speakers: result.speakers.map((speaker) => (speaker.id === event.speakerId ? { ...speaker, name } : speaker)) }),
      };
    }
    case 'vox.mask':
      return { id: event.id, change: (result) => ({ ...result, segments: result.segments.map((segment) => ({ ...segment, text: maskText(segment.text) })) }) };
    default:
      return null;
  }
}

/**
 * The kept results: read when the tool opens or the scope changes, and every change a
 * user makes to one told to the storage (the `store` child), which keeps them per tenant and user.
 */
export const voxKept = voxActors.extend({
  actions: {
    /** A user's edit of a result (its passages, speakers, masking), kept. */
    changeResult: enqueueActions(({ context, event, enqueue }) => {
      const edit = editOf(event);
      const result = edit && context.results.find((each) => each.id === edit.id);
      if (!edit || !result) return;
      const changed = edit.change(result);
      if (changed === result) return;
      enqueue.assign({ results: context.results.map((each) => (each === result ? changed : each)) });
      if (context.scope) enqueue.sendTo('store', { type: 'save', scope: context.scope, result: changed } satisfies VoxStoreCommand);
    }),
    deleteResult: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'vox.delete' || !context.results.some((result) => result.id === event.id)) return;
      enqueue.assign({ results: context.results.filter((result) => result.id !== event.id), restored: context.restored.filter((id) => id !== event.id) });
      if (context.scope) enqueue.sendTo('store', { type: 'delete', scope: context.scope, id: event.id } satisfies VoxStoreCommand);
    }),
  },
});

/** The scope's kept results are read; those that cannot be are counted in the notice. */
export const loading = voxKept.createStateConfig({
  invoke: {
    src: 'loadResults',
    input: ({ context }) => ({ scope: context.scope }),
    onDone: {
      target: 'ready',
      actions: assign(({ event }) => ({
        results: event.output.results,
        restored: event.output.results.map((result) => result.id),
        notice: event.output.unreadable > 0 ? { kind: 'unreadable' as const, count: event.output.unreadable } : null,
      })),
    },
    onError: { target: 'ready', actions: assign({ notice: { kind: 'loadFailed' } }) },
  },
});
