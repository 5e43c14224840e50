import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { Finding } from './evidence';
import type { HeardSegment } from './transcript';
import type { AnalyseInput, FileRefusal, LoadedResults, TranscribeInput, VoxResult, VoxStoreCommand } from './vox.machine';
import { maxKeptResults, mockStepMs, voxMachine } from './vox.machine';

const audio = (name: string) => new File(['RIFF'], name, { type: 'audio/wav' });
const alice: StorageScope = { tenant: 'corporate', userId: 'alice' };
const bob: StorageScope = { tenant: 'corporate', userId: 'bob' };

/** A result as an earlier visit kept it. */
const kept = (id: string, fileName = `${id}.wav`): VoxResult => ({
  id,
  fileName,
  createdAt: 1_700_000_000_000,
  placeholder: false,
  speakers: [{ id: 'speaker-1', name: 'Agent' }],
  segments: [{ id: 'segment-1', start: 0, end: 2.5, text: `Kept ${id}`, speakerId: 'speaker-1' }],
  summary: null,
  evaluation: null,
});

/** What the mock's effect gives in the interface's language (the wiring's; here a stand-in). */
const placeholderPassages = (fileName: string): HeardSegment[] => [
  { start: 0, end: 4, text: `Placeholder of ${fileName}.`, speaker: 'Speaker 1' },
  { start: 4, end: 9.5, text: 'A second passage.', speaker: 'Speaker 1' },
];

/** The machine with effects the scenario decides; `real` says what GET /v1/capabilities answers, `stored` what each scope has kept. */
async function start({ real = false, refuse = [] as FileRefusal[], scope = alice as StorageScope | null, stored = {} as Record<string, LoadedResults>, heard = null as HeardSegment[] | null } = {}) {
  const clock = new SimulatedClock();
  const transcribed: TranscribeInput[] = [];
  const analysed: AnalyseInput[] = [];
  const store: VoxStoreCommand[] = [];
  const loaded: Array<StorageScope | null> = [];
  const logic = voxMachine.provide({
    actors: {
      loadCapabilities: fromPromise(async () => ({ transcription: real })),
      loadResults: fromPromise(async ({ input }: { input: { scope: StorageScope | null } }) => {
        loaded.push(input.scope);
        return stored[input.scope?.userId ?? ''] ?? { results: [], unreadable: 0 };
      }),
      storeResults: fromCallback<VoxStoreCommand>(({ receive }) => receive((command) => store.push(command))),
      checkFiles: fromPromise(async ({ input }: { input: { files: File[] } }) => ({ accepted: input.files, refusals: refuse })),
      placeholderTranscript: fromPromise(async ({ input }: { input: { fileName: string } }) => placeholderPassages(input.fileName)),
      transcribe: fromPromise(async ({ input }: { input: TranscribeInput }) => {
        transcribed.push(input);
        if (input.file.name.startsWith('broken')) throw Object.assign(new Error('no'), { status: 502 });
        return heard ?? [{ start: 0, end: 3, text: `Call me at +49 30 1234567 (${input.file.name})`, speaker: 'Speaker 1' }];
      }),
      summarise: fromPromise(async ({ input }: { input: AnalyseInput }) => {
        analysed.push(input);
        return `summary of ${input.transcript}`;
      }),
      evaluate: fromPromise(async ({ input }: { input: AnalyseInput }): Promise<Finding[]> => {
        analysed.push(input);
        return [{ aspect: 'sentiments', text: 'calm', quotes: [{ text: 'call me at [phone]', time: 0 }] }];
      }),
    },
  });
  const actor = createActor(logic, { input: { scope }, clock });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  await settle();
  const add = async (...files: File[]) => {
    actor.send({ type: 'vox.add', files });
    await settle();
  };
  /** The mock's 3 s for one file, and its placeholder passages. */
  const mockFile = async () => {
    clock.increment(mockStepMs);
    await settle();
  };
  return { actor, clock, transcribed, analysed, emitted, store, loaded, add, settle, mockFile, state: () => actor.getSnapshot(), result: (index = 0) => actor.getSnapshot().context.results[index]! };
}

describe('the voice studio machine (mock: tools.md §4)', () => {
  it('enables Transcript only with files and nothing pending; transcribes 3 s per file, each file its own state, then placeholder passages with times', async () => {
    const vox = await start();
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(false);
    await vox.add(audio('a.wav'), audio('b.wav'));
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(true);
    vox.actor.send({ type: 'vox.transcribe' });
    expect(vox.state().context.files.map((f) => f.status)).toEqual(['transcribing', 'waiting']);
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(false);
    vox.clock.increment(mockStepMs - 1);
    await vox.settle();
    expect(vox.state().context.results).toEqual([]);
    await vox.mockFile();
    expect(vox.result()).toMatchObject({
      fileName: 'a.wav',
      placeholder: true,
      speakers: [{ id: 'speaker-1', name: 'Speaker 1' }],
      segments: [
        { id: 'segment-1', start: 0, end: 4, text: 'Placeholder of a.wav.', speakerId: 'speaker-1' },
        { id: 'segment-2', start: 4, end: 9.5, text: 'A second passage.', speakerId: 'speaker-1' },
      ],
      summary: null,
      evaluation: null,
    });
    expect(vox.state().context.files.map((f) => f.status)).toEqual(['transcribing']);
    await vox.mockFile();
    expect(vox.state().context.results.map((r) => r.fileName)).toEqual(['a.wav', 'b.wav']);
    expect(vox.state().context.files).toEqual([]);
    expect(vox.state().hasTag('ready')).toBe(true);
    expect(vox.transcribed).toEqual([]);
    // Each result is kept for its user as it arrives.
    expect(vox.store.map((command) => command.type === 'save' && [command.scope.userId, command.result.fileName])).toEqual([
      ['alice', 'a.wav'],
      ['alice', 'b.wav'],
    ]);
  });

  it('enables Summarize and Evaluate only with results, nothing pending and a profile; the mock\'s evaluation quotes the transcript', async () => {
    const vox = await start();
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(false);
    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(true);
    vox.actor.send({ type: 'vox.evaluate' });
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(false);
    vox.clock.increment(mockStepMs);
    expect(vox.result().evaluation).toEqual({
      placeholder: true,
      findings: [
        { aspect: 'sentiments', text: '', quotes: [{ text: 'Placeholder of a.wav.', time: 0 }] },
        { aspect: 'topic_crm', text: '', quotes: [{ text: 'A second passage.', time: 4 }] },
        { aspect: 'Verbesserungsvorschläge', text: '', quotes: [{ text: 'Placeholder of a.wav.', time: 0 }] },
      ],
    });
    expect(vox.result().summary).toBeNull();
    expect(vox.analysed).toEqual([]);
    expect(vox.store.at(-1)).toMatchObject({ type: 'save', result: { evaluation: { placeholder: true } } });
  });

  it('a running evaluation keeps the profile it started with when the profile is cleared meanwhile', async () => {
    const vox = await start();
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    vox.actor.send({ type: 'vox.evaluate' });
    vox.actor.send({ type: 'vox.profile', profileId: null });
    vox.clock.increment(mockStepMs);
    expect(vox.actor.getSnapshot().status).toBe('active');
    expect(vox.result().evaluation?.findings.map((finding) => finding.aspect)).toEqual(['sentiments', 'topic_crm', 'Verbesserungsvorschläge']);
    // The next analysis asks for a profile again.
    expect(vox.state().can({ type: 'vox.evaluate' })).toBe(false);
  });

  it('tells the refused files; keeps the accepted ones', async () => {
    const vox = await start({ refuse: [{ name: 'notes.mp3', reason: 'content' }] });
    await vox.add(audio('a.wav'));
    expect(vox.emitted).toEqual([{ type: 'vox.refused', refusals: [{ name: 'notes.mp3', reason: 'content' }] }]);
    expect(vox.state().context.files.map((f) => f.file.name)).toEqual(['a.wav']);
  });
});

describe('the voice studio machine: passages, speakers and edits (issue 27 item 2)', () => {
  async function transcribedOne() {
    const vox = await start();
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    vox.store.length = 0;
    return vox;
  }

  it('a passage gets another speaker, a new one is added for a passage, and a rename holds for the whole file', async () => {
    const vox = await transcribedOne();
    const resultId = vox.result().id;
    vox.actor.send({ type: 'vox.newSpeaker', resultId, segmentId: 'segment-2', name: 'Speaker 2' });
    expect(vox.result().speakers).toEqual([
      { id: 'speaker-1', name: 'Speaker 1' },
      { id: 'speaker-2', name: 'Speaker 2' },
    ]);
    expect(vox.result().segments.map((segment) => segment.speakerId)).toEqual(['speaker-1', 'speaker-2']);
    vox.actor.send({ type: 'vox.assignSpeaker', resultId, segmentId: 'segment-1', speakerId: 'speaker-2' });
    vox.actor.send({ type: 'vox.assignSpeaker', resultId, segmentId: 'segment-2', speakerId: 'speaker-9' });
    expect(vox.result().segments.map((segment) => segment.speakerId)).toEqual(['speaker-2', 'speaker-2']);
    vox.actor.send({ type: 'vox.renameSpeaker', resultId, speakerId: 'speaker-2', name: '  Agent Meyer ' });
    vox.actor.send({ type: 'vox.renameSpeaker', resultId, speakerId: 'speaker-1', name: '   ' });
    expect(vox.result().speakers).toEqual([
      { id: 'speaker-1', name: 'Speaker 1' },
      { id: 'speaker-2', name: 'Agent Meyer' },
    ]);
    // Every change is kept as it happens; one that changes nothing is not written.
    expect(vox.store).toHaveLength(3);
    expect(vox.store.at(-1)).toEqual({ type: 'save', scope: alice, result: vox.result() });
  });

  it('a passage\'s text is edited and kept; masking masks every passage', async () => {
    const vox = await transcribedOne();
    const resultId = vox.result().id;
    vox.actor.send({ type: 'vox.editSegment', resultId, segmentId: 'segment-1', text: 'Ruf an: 0301234567' });
    vox.actor.send({ type: 'vox.editSegment', resultId, segmentId: 'segment-2', text: 'Mail an x@y.de' });
    vox.actor.send({ type: 'vox.mask', id: resultId });
    expect(vox.result().segments.map((segment) => segment.text)).toEqual(['Ruf an: [phone]', 'Mail an [email]']);
    expect(vox.store.at(-1)).toMatchObject({ type: 'save', result: { segments: [{ text: 'Ruf an: [phone]' }, { text: 'Mail an [email]' }] } });
  });
});

describe('the voice studio machine: results that stay (issue 27 item 5)', () => {
  it('reads the scope\'s kept results on opening; a new scope forgets the last one\'s and reads its own', async () => {
    const vox = await start({ stored: { alice: { results: [kept('r1')], unreadable: 0 }, bob: { results: [kept('r2')], unreadable: 0 } } });
    expect(vox.loaded).toEqual([alice]);
    expect(vox.state().context.results.map((result) => result.id)).toEqual(['r1']);
    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    vox.actor.send({ type: 'session.scopeChanged', scope: bob });
    await vox.settle();
    expect(vox.loaded).toEqual([alice, bob]);
    expect(vox.state().context.results.map((result) => result.id)).toEqual(['r2']);
    expect(vox.state().context.profileId).toBeNull();
    vox.actor.send({ type: 'session.scopeChanged', scope: null });
    await vox.settle();
    expect(vox.state().context.results).toEqual([]);
  });

  it('the sidebar\'s Summarize leaves kept results alone; a result\'s own Summarize works on it', async () => {
    const vox = await start({ stored: { alice: { results: [kept('r1')], unreadable: 0 } } });
    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(false);
    expect(vox.state().can({ type: 'vox.summarize', ids: ['r1'] })).toBe(true);
    vox.actor.send({ type: 'vox.summarize', ids: ['r1'] });
    vox.clock.increment(mockStepMs);
    expect(vox.result().summary).toEqual({ placeholder: true });
    await vox.add(audio('new.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    vox.actor.send({ type: 'vox.summarize' });
    vox.clock.increment(mockStepMs);
    expect(vox.state().matches('ready')).toBe(true);
    expect(vox.state().context.results.map((result) => [result.fileName, result.summary])).toEqual([
      ['r1.wav', { placeholder: true }],
      ['new.wav', { placeholder: true }],
    ]);
  });

  it('deletes one result; keeps at most 50, the oldest going first', async () => {
    const many = Array.from({ length: maxKeptResults }, (_, index) => kept(`r${index + 1}`));
    const vox = await start({ stored: { alice: { results: many, unreadable: 0 } } });
    vox.actor.send({ type: 'vox.delete', id: 'r7' });
    expect(vox.state().context.results).toHaveLength(maxKeptResults - 1);
    expect(vox.store).toEqual([{ type: 'delete', scope: alice, id: 'r7' }]);
    await vox.add(audio('a.wav'), audio('b.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    await vox.mockFile();
    expect(vox.state().context.results).toHaveLength(maxKeptResults);
    expect(vox.state().context.results[0]!.id).toBe('r2');
    expect(vox.store.filter((command) => command.type === 'delete')).toEqual([
      { type: 'delete', scope: alice, id: 'r7' },
      { type: 'delete', scope: alice, id: 'r1' },
    ]);
  });

  it('says how many kept results could not be read, and when the storage refuses a write; the user dismisses it', async () => {
    const vox = await start({ stored: { alice: { results: [], unreadable: 2 } } });
    expect(vox.state().context.notice).toEqual({ kind: 'unreadable', count: 2 });
    vox.actor.send({ type: 'vox.dismissNotice' });
    expect(vox.state().context.notice).toBeNull();
    vox.actor.send({ type: 'vox.storeFailed', full: true });
    expect(vox.state().context.notice).toEqual({ kind: 'storageFull' });
  });

  it('nobody signed in: nothing is read or kept', async () => {
    const vox = await start({ scope: null });
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    expect(vox.state().context.results).toHaveLength(1);
    expect(vox.store).toEqual([]);
  });
});

describe('the voice studio machine (real path: issues 15 and 27)', () => {
  it('transcribes through the API with the chosen language, keeps the service\'s speakers, then sends only masked lines for the analysis', async () => {
    const vox = await start({ real: true });
    vox.actor.send({ type: 'vox.language', language: 'de' });
    await vox.add(audio('a.wav'), audio('broken.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.settle();
    await vox.settle();
    expect(vox.transcribed.map((call) => [call.file.name, call.language])).toEqual([
      ['a.wav', 'de'],
      ['broken.wav', 'de'],
    ]);
    expect(vox.state().context.results.map((r) => r.segments.map((segment) => segment.text))).toEqual([['Call me at +49 30 1234567 (a.wav)']]);
    expect(vox.result().placeholder).toBe(false);
    expect(vox.state().context.files.map((f) => [f.file.name, f.status])).toEqual([['broken.wav', 'failed']]);
    expect(vox.emitted).toContainEqual({ type: 'vox.failed', fileName: 'broken.wav', step: 'transcript', status: 502 });

    const resultId = vox.result().id;
    vox.actor.send({ type: 'vox.renameSpeaker', resultId, speakerId: 'speaker-1', name: 'Anna Schmidt' });
    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    vox.actor.send({ type: 'vox.summarize' });
    await vox.settle();
    // The speaker by position, not by the name the user gave; the text masked.
    expect(vox.analysed.map((call) => [call.kind, call.transcript])).toEqual([['summary', '[00:00:00] Speaker 1: Call me at [phone] (a.wav)']]);
    expect(vox.result().summary).toEqual({ placeholder: false, text: 'summary of [00:00:00] Speaker 1: Call me at [phone] (a.wav)' });
    // The transcript on screen keeps what the user has not masked.
    expect(vox.result().segments[0]!.text).toBe('Call me at +49 30 1234567 (a.wav)');

    vox.actor.send({ type: 'vox.evaluate' });
    await vox.settle();
    expect(vox.result().evaluation).toEqual({ placeholder: false, findings: [{ aspect: 'sentiments', text: 'calm', quotes: [{ text: 'call me at [phone]', time: 0 }] }] });
  });

  it('speakers the service names become the file\'s speakers, in order', async () => {
    const vox = await start({
      real: true,
      heard: [
        { start: 0, end: 2, text: 'Hello.', speaker: 'SPEAKER_00' },
        { start: 2, end: 5, text: 'Hi, I have a question.', speaker: 'SPEAKER_01' },
        { start: 5, end: 6, text: 'Go ahead.', speaker: 'SPEAKER_00' },
      ],
    });
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.settle();
    expect(vox.result().speakers.map((speaker) => speaker.name)).toEqual(['SPEAKER_00', 'SPEAKER_01']);
    expect(vox.result().segments.map((segment) => segment.speakerId)).toEqual(['speaker-1', 'speaker-2', 'speaker-1']);
  });

  it('answers tool.settle at once', async () => {
    const vox = await start();
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    vox.actor.send({ type: 'tool.settle', replyTo });
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'vox' }]);
  });
});
