import { maskPersonalData as maskText } from '../../domain/personal-data';
import { nextSpeakerId } from './transcript';
import type { Heard } from './vox-actors';
import { transcriptFrom } from './transcript';
import type { VoxContext, VoxEvent, VoxResult } from './vox.types';

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

/** A user's edit of a result (its passages, speakers, masking): the results with it, and the result changed (null: nothing changed). */
export function edited(context: VoxContext, event: VoxEvent): { results: VoxResult[]; changed: VoxResult } | null {
  const edit = editOf(event);
  const result = edit && context.results.find((each) => each.id === edit.id);
  if (!edit || !result) return null;
  const changed = edit.change(result);
  return changed === result ? null : { results: context.results.map((each) => (each === result ? changed : each)), changed };
}

/** The file being transcribed. */
export const current = (context: VoxContext) => context.files.find((file) => file.status === 'transcribing');

/** The file done leaves the list for the results, as a result heard at `heardAt`; the oldest beyond the bound go. */
export function transcribed(context: VoxContext, heard: Heard, placeholder: boolean) {
  const done = current(context);
  if (!done) return null;
  const result: VoxResult = {
    id: crypto.randomUUID(),
    fileName: done.file.name,
    createdAt: heard.heardAt,
    placeholder,
    ...transcriptFrom(heard.segments),
    summary: null,
    evaluation: null,
  };
  const all = [...context.results, result];
  const dropped = all.slice(0, Math.max(0, all.length - maxKeptResults));
  return { files: context.files.filter((file) => file !== done), results: all.slice(dropped.length), result, dropped };
}
