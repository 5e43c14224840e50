import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import { clampCount, editedSettings, normalizeGuidance, type ReceivedImage, type SentSettings } from './image-settings';
import { galleryLimit, visionMachine, type GenerateInput, type GenerateReport } from './vision.machine';

interface FakeRun {
  input: GenerateInput;
  report: (event: GenerateReport) => void;
  aborted: boolean;
}

/** The machine with a generate effect the scenario drives by hand. */
function start() {
  const runs: FakeRun[] = [];
  const generate = fromCallback<GenerateReport, GenerateInput>(({ input, sendBack }) => {
    const run: FakeRun = { input, report: sendBack, aborted: false };
    runs.push(run);
    return () => {
      run.aborted = true;
    };
  });
  const actor = createActor(visionMachine.provide({ actors: { generate } }), { input: { scope: null } });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, runs, emitted, state: () => actor.getSnapshot() };
}

const sent: SentSettings = { prompt: 'A fox', negativePrompt: '', count: 2, ratio: '1:1', guidance: null };
const image = (uid: string, settings = sent): ReceivedImage => ({ uid, base64: 'iVBOR', problem: null, placeholder: true, createdAt: 0, sent: settings });

describe('the vision machine', () => {
  it('keeps Generate disabled while the prompt is blank after trimming', () => {
    const { actor, state, runs } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: '   ' } });
    expect(state().can({ type: 'vision.generate' })).toBe(false);
    actor.send({ type: 'vision.generate' });
    expect(state().value).toBe('idle');
    expect(runs).toHaveLength(0);
  });

  it('goes idle → waiting → done, the images of a generation numbered in the order they came, newest generation first', () => {
    const { actor, state, runs } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 2 } });
    actor.send({ type: 'vision.generate' });
    expect(state().value).toBe('waiting');
    expect(state().hasTag('busy')).toBe(true);
    expect(runs[0]!.input.settings).toMatchObject({ prompt: 'A fox', count: 2 });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    runs[0]!.report({ type: 'images.received', images: [image('b')] });
    runs[0]!.report({ type: 'generation.finished' });
    expect(state().value).toBe('done');
    expect(state().context.images.map(({ uid, position, of }) => [uid, position, of])).toEqual([
      ['a', 1, 2],
      ['b', 2, 2],
    ]);

    actor.send({ type: 'vision.edit', changes: { prompt: 'A hare', count: 1 } });
    actor.send({ type: 'vision.generate' });
    runs[1]!.report({ type: 'images.received', images: [image('c')] });
    expect(state().context.images.map((i) => i.uid)).toEqual(['c', 'a', 'b']);
  });

  it('Cancel aborts the request, keeps what arrived and tells the wiring; the prompt stays', () => {
    const { actor, state, runs, emitted } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox', count: 3 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    actor.send({ type: 'vision.cancel' });
    expect(runs[0]!.aborted).toBe(true);
    expect(state().value).toBe('idle');
    expect(state().context.images.map((i) => i.uid)).toEqual(['a']);
    expect(state().context.draft.prompt).toBe('A fox');
    expect(emitted).toEqual(['vision.canceled']);
  });

  it('leaving the page, a page unload and settling abort silently; settling answers at once', () => {
    const { actor, state, runs, emitted } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    actor.send({ type: 'vision.leave' });
    expect(runs[0]!.aborted).toBe(true);
    actor.send({ type: 'vision.generate' });
    actor.send({ type: 'page.leaving' });
    expect(runs[1]!.aborted).toBe(true);
    actor.send({ type: 'vision.generate' });
    const replies: unknown[] = [];
    const replyTo = createActor(fromCallback(({ receive }) => receive((event) => replies.push(event)))).start() as AnyActorRef;
    actor.send({ type: 'tool.settle', replyTo });
    expect(runs[2]!.aborted).toBe(true);
    expect(replies).toEqual([{ type: 'tool.settled', tool: 'vision' }]);
    expect(state().value).toBe('idle');
    expect(emitted).toEqual([]);
  });

  it('a failure returns to idle with the prompt kept, shown until the next generation', () => {
    const { actor, state, runs } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A gun' } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'generation.failed', failure: { kind: 'policy', policies: ['weapons'] } });
    expect(state().value).toBe('idle');
    expect(state().context.failure).toEqual({ kind: 'policy', policies: ['weapons'] });
    expect(state().context.draft.prompt).toBe('A gun');
    actor.send({ type: 'vision.generate' });
    expect(state().context.failure).toBeNull();
  });

  it('Reuse settings puts an image\'s prompt and settings back into the form; a guidance not sent leaves the form\'s', () => {
    const { actor, state, runs } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'x', guidance: 3 } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a', { prompt: 'A fox', negativePrompt: 'snow', count: 4, ratio: '16:9', guidance: null }), image('b', { ...sent, guidance: 7.5 })] });
    actor.send({ type: 'vision.reuse', uid: 'a' });
    expect(state().context.draft).toEqual({ prompt: 'A fox', negativePrompt: 'snow', count: 4, ratio: '16:9', guidance: 3 });
    actor.send({ type: 'vision.reuse', uid: 'b' });
    expect(state().context.draft.guidance).toBe(7.5);
    actor.send({ type: 'vision.reuse', uid: 'unknown' });
    expect(state().context.draft.guidance).toBe(7.5);
  });

  it('a new scope forgets the images and the form', () => {
    const { actor, state, runs } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: [image('a')] });
    actor.send({ type: 'session.scopeChanged', scope: null });
    expect(runs[0]!.aborted).toBe(true);
    expect(state().context.images).toEqual([]);
    expect(state().context.draft.prompt).toBe('');
  });

  it(`keeps at most ${galleryLimit} images`, () => {
    const { actor, state, runs } = start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    runs[0]!.report({ type: 'images.received', images: Array.from({ length: galleryLimit + 3 }, (_, n) => image(`i${n}`)) });
    expect(state().context.images).toHaveLength(galleryLimit);
    expect(state().context.images[0]!.uid).toBe('i0');
  });

  it('has a must-be-provided generate effect', () => {
    const actor = createActor(visionMachine, { input: { scope: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'vision.edit', changes: { prompt: 'A fox' } });
    actor.send({ type: 'vision.generate' });
    expect(String(errors[0])).toContain('generate must be provided');
  });
});

describe('the form rules (tools.md §5)', () => {
  it.each([
    [Number.NaN, 1],
    [0, 1],
    [-3, 1],
    [1, 1],
    [2.4, 2],
    [4, 4],
    [9, 4],
  ])('number of results %s becomes %s', (value, expected) => {
    expect(clampCount(value)).toBe(expected);
  });

  it.each([
    [Number.NaN, 0],
    [-0.5, 0],
    [0, 0],
    [7.5, 7.5],
    [7.54, 7.5],
    [7.55, 7.6],
    [12, 12],
  ])('guidance %s becomes %s', (value, expected) => {
    expect(normalizeGuidance(value)).toBe(expected);
  });

  it('keeps an unknown ratio out of the form', () => {
    const form = editedSettings({ prompt: '', negativePrompt: '', count: 1, guidance: 0, ratio: '4:3' }, { ratio: '2:1' as never });
    expect(form.ratio).toBe('4:3');
  });
});
