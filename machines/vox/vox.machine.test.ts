import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { AnalyseInput, FileRefusal, TranscribeInput } from './vox.machine';
import { mockStepMs, voxMachine } from './vox.machine';

const audio = (name: string) => new File(['RIFF'], name, { type: 'audio/wav' });

/** The machine with effects the scenario decides; `real` says what GET /v1/capabilities answers. */
async function start({ real = false, refuse = [] as FileRefusal[] } = {}) {
  const clock = new SimulatedClock();
  const transcribed: TranscribeInput[] = [];
  const analysed: AnalyseInput[] = [];
  const logic = voxMachine.provide({
    actors: {
      loadCapabilities: fromPromise(async () => ({ transcription: real })),
      checkFiles: fromPromise(async ({ input }: { input: { files: File[] } }) => ({ accepted: input.files, refusals: refuse })),
      transcribe: fromPromise(async ({ input }: { input: TranscribeInput }) => {
        transcribed.push(input);
        if (input.file.name.startsWith('broken')) throw Object.assign(new Error('no'), { status: 502 });
        return `Call me at +49 30 1234567 (${input.file.name})`;
      }),
      analyse: fromPromise(async ({ input }: { input: AnalyseInput }) => {
        analysed.push(input);
        return `${input.kind} of ${input.transcript}`;
      }),
    },
  });
  const actor = createActor(logic, { input: { scope: null }, clock });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  await settle();
  const add = async (...files: File[]) => {
    actor.send({ type: 'vox.add', files });
    await settle();
  };
  return { actor, clock, transcribed, analysed, emitted, add, settle, state: () => actor.getSnapshot() };
}

describe('the voice studio machine (mock: tools.md §4)', () => {
  it('enables Transcript only with files and nothing pending; transcribes 3 s per file, each file its own state, then placeholder results', async () => {
    const vox = await start();
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(false);
    await vox.add(audio('a.wav'), audio('b.wav'));
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(true);
    vox.actor.send({ type: 'vox.transcribe' });
    expect(vox.state().context.files.map((f) => f.status)).toEqual(['transcribing', 'waiting']);
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(false);
    vox.clock.increment(mockStepMs - 1);
    expect(vox.state().context.results).toEqual([]);
    vox.clock.increment(1);
    expect(vox.state().context.results.map((r) => [r.fileName, r.transcript])).toEqual([['a.wav', null]]);
    expect(vox.state().context.files.map((f) => f.status)).toEqual(['transcribing']);
    vox.clock.increment(mockStepMs);
    expect(vox.state().context.results.map((r) => r.fileName)).toEqual(['a.wav', 'b.wav']);
    expect(vox.state().context.files).toEqual([]);
    expect(vox.state().hasTag('ready')).toBe(true);
    expect(vox.transcribed).toEqual([]);
  });

  it('enables Summarize and Evaluate only with results, nothing pending and a profile; the mock fills placeholders 3 s per step', async () => {
    const vox = await start();
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    vox.clock.increment(mockStepMs);
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(false);
    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(true);
    vox.actor.send({ type: 'vox.evaluate' });
    expect(vox.state().can({ type: 'vox.summarize' })).toBe(false);
    vox.clock.increment(mockStepMs);
    expect(vox.state().context.results[0]!.evaluation).toEqual({ placeholder: true });
    expect(vox.state().context.results[0]!.summary).toBeNull();
    expect(vox.analysed).toEqual([]);
  });

  it('tells the refused files; keeps the accepted ones', async () => {
    const vox = await start({ refuse: [{ name: 'notes.mp3', reason: 'content' }] });
    await vox.add(audio('a.wav'));
    expect(vox.emitted).toEqual([{ type: 'vox.refused', refusals: [{ name: 'notes.mp3', reason: 'content' }] }]);
    expect(vox.state().context.files.map((f) => f.file.name)).toEqual(['a.wav']);
  });

  it('a transcript edited by hand and masked; a new scope forgets everything', async () => {
    const vox = await start();
    await vox.add(audio('a.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    vox.clock.increment(mockStepMs);
    const id = vox.state().context.results[0]!.id;
    vox.actor.send({ type: 'vox.editTranscript', id, text: 'Ruf an: 0301234567, Mail an x@y.de' });
    vox.actor.send({ type: 'vox.mask', id });
    expect(vox.state().context.results[0]!.transcript).toBe('Ruf an: [phone], Mail an [email]');
    vox.actor.send({ type: 'session.scopeChanged', scope: null });
    expect(vox.state().context.results).toEqual([]);
  });
});

describe('the voice studio machine (real path: issue 15)', () => {
  it('transcribes through the API with the chosen language, then sends only masked text for the analysis', async () => {
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
    expect(vox.state().context.results.map((r) => r.transcript)).toEqual(['Call me at +49 30 1234567 (a.wav)']);
    expect(vox.state().context.files.map((f) => [f.file.name, f.status])).toEqual([['broken.wav', 'failed']]);
    expect(vox.emitted).toContainEqual({ type: 'vox.failed', fileName: 'broken.wav', step: 'transcript', status: 502 });

    vox.actor.send({ type: 'vox.profile', profileId: 'demo' });
    vox.actor.send({ type: 'vox.summarize' });
    await vox.settle();
    expect(vox.analysed.map((call) => [call.kind, call.transcript])).toEqual([['summary', 'Call me at [phone] (a.wav)']]);
    expect(vox.state().context.results[0]!.summary).toEqual({ placeholder: false, text: 'summary of Call me at [phone] (a.wav)' });
    // The transcript on screen keeps what the user has not masked.
    expect(vox.state().context.results[0]!.transcript).toBe('Call me at +49 30 1234567 (a.wav)');
  });

  it('answers tool.settle at once', async () => {
    const vox = await start();
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    vox.actor.send({ type: 'tool.settle', replyTo });
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'vox' }]);
  });
});
