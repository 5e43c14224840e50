import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { doneEvent, errorEvent, walkEveryTransition } from '../../test/unit/model-based';
import type { Finding } from './evidence';
import type { HeardSegment } from './transcript';
import type { LoadedResults } from './vox-actors';
import { voxMachine } from './vox.machine';
import type { AnalysisKind, VoxFile, VoxResult } from './vox.types';

const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

// The storage of the results is told every change and answers nothing the states depend on: a stand-in.
const machine = voxMachine.provide({ actors: { storeResults: fromCallback(() => () => {}) } });

/** The invokes have no ids of their own: xstate names each after its state ("0.vox.loading"). */
const invokeIn = (state: string) => `0.vox.${state}`;

/** A result an earlier visit kept. */
const kept: VoxResult = {
  id: 'kept-1',
  fileName: 'monday.wav',
  createdAt: 1_700_000_000_000,
  placeholder: false,
  speakers: [{ id: 'speaker-1', name: 'Agent' }],
  segments: [{ id: 'segment-1', start: 0, end: 2.5, text: 'Call me at +49 30 1234567.', speakerId: 'speaker-1' }],
  summary: null,
  evaluation: null,
};
const heard: HeardSegment[] = [{ start: 0, end: 3, text: 'Hello, I am calling about my invoice.', speaker: 'Speaker 1' }];
const findings: Finding[] = [{ aspect: 'sentiments', text: 'calm', quotes: [] }];
const keptResults: LoadedResults = { results: [kept], unreadable: 0 };
const nothingReadable: LoadedResults = { results: [], unreadable: 2 };
const audio = new File(['RIFF'], 'call.wav', { type: 'audio/wav' });

const events = [
  // GET /v1/capabilities: the API transcribes, it does not (the mock), or it does not answer (the mock).
  doneEvent(invokeIn('starting'), { transcription: true }),
  doneEvent(invokeIn('starting'), { transcription: false }),
  errorEvent(invokeIn('starting')),
  doneEvent(invokeIn('loading'), keptResults),
  doneEvent(invokeIn('loading'), nothingReadable),
  errorEvent(invokeIn('loading')),
  { type: 'vox.add', files: [audio] },
  doneEvent(invokeIn('checking'), { accepted: [audio], refusals: [] }),
  doneEvent(invokeIn('checking'), { accepted: [], refusals: [{ name: 'notes.txt', reason: 'type' }] }),
  errorEvent(invokeIn('checking')),
  { type: 'vox.remove', id: 'file-1' },
  { type: 'vox.transcribe' },
  { type: 'xstate.after.mockStep.vox.transcribing.file' },
  doneEvent(invokeIn('transcribing.placeholder'), { segments: heard, heardAt: 1_700_000_500_000 }),
  errorEvent(invokeIn('transcribing.placeholder')),
  doneEvent(invokeIn('transcribing.calling'), { segments: heard, heardAt: 1_700_000_500_000 }),
  errorEvent(invokeIn('transcribing.calling'), Object.assign(new Error('bad gateway'), { status: 502 })),
  // A profile is chosen, and taken back (none, or one the studio does not know, reads as none):
  // a running analysis keeps the profile it started with.
  { type: 'vox.profile', profileId: 'demo' },
  { type: 'vox.profile', profileId: null },
  { type: 'vox.summarize' },
  { type: 'vox.evaluate' },
  // A kept result's own button.
  { type: 'vox.summarize', ids: [kept.id] },
  { type: 'xstate.after.mockStep.vox.analysing.result' },
  doneEvent(invokeIn('analysing.summary'), 'The caller asks about an invoice.'),
  errorEvent(invokeIn('analysing.summary')),
  doneEvent(invokeIn('analysing.evaluation'), findings),
  errorEvent(invokeIn('analysing.evaluation')),
  // Deleted while it waits in the queue: it is passed over.
  { type: 'vox.delete', id: kept.id },
  { type: 'session.scopeChanged', scope: bob },
];

interface ModelContext {
  real: boolean;
  files: VoxFile[];
  results: VoxResult[];
  restored: string[];
  profileId: string | null;
  queue: string[];
  analysing: AnalysisKind | null;
}

/**
 * The model's state: the machine's state and what it decides with (which path, which files wait,
 * which results Summarize and Evaluate go through, with which profile, what is left of the
 * queue), counts capped at two (a third waiting file or result behaves as the second), so the
 * walk ends. The texts of the results, their edits and the storage's notices change no state
 * (and tool.settle is answered at once): the scenarios of vox.machine.test.ts check them.
 */
function modelState(snapshot: { value: unknown; context?: unknown }) {
  const { real, files, results, restored, profileId, queue, analysing } = snapshot.context as ModelContext;
  const transcribing = typeof snapshot.value === 'object' && snapshot.value !== null && 'transcribing' in snapshot.value;
  const waiting = files.filter((file) => file.status === 'waiting').length;
  const visit = results.filter((result) => !restored.includes(result.id));
  const atWork = queue[0] === undefined ? null : results.some((result) => result.id === queue[0]);
  return [
    snapshot.value,
    real,
    Math.min(files.length, 2),
    // Transcript queues every file again: only while it runs does it matter which ones wait.
    transcribing ? Math.min(waiting, 1) : null,
    results.some((result) => result.id === kept.id),
    Math.min(visit.length, 2),
    profileId,
    Math.min(queue.length, 2),
    atWork,
    analysing,
  ];
}

/** Each invoke's effect, by the state it runs in. */
const invokes = Object.fromEntries(
  Object.entries({
    starting: 'loadCapabilities',
    loading: 'loadResults',
    checking: 'checkFiles',
    'transcribing.placeholder': 'placeholderTranscript',
    'transcribing.calling': 'transcribe',
    'analysing.summary': 'summarise',
    'analysing.evaluation': 'evaluate',
  }).map(([state, source]) => [invokeIn(state), source]),
);

// Written out, not read from mockStepMs: the mock takes 3 s per file and per step (tools.md §9).
const delayOf = (_: unknown, eventType: string) => (eventType.startsWith('xstate.after.mockStep.') ? 3_000 : undefined);

// State × event pairs that change something; fewer or more means the model changed.
const EXPECTED_TRANSITIONS = 1968;

describe('the voice studio, model-based (files transcribed one by one, results analysed one by one, mock and real)', () => {
  it('every state and transition is reachable and behaves as the model says', async () => {
    const walked = await walkEveryTransition(machine, {
      input: { scope: alice },
      events,
      invokes,
      serializeState: modelState,
      delayOf,
    });
    expect(walked.visited).toEqual(walked.allStates);
    expect(walked.transitions).toBe(EXPECTED_TRANSITIONS);
  }, 120_000);
});
