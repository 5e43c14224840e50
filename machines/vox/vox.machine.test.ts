import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyActorRef } from 'xstate';
import { audio, heardAt, start } from './vox.test-support';

describe('the voice studio machine (mock: tools.md §4)', () => {
  it('enables Transcript only with files and nothing pending; transcribes 3 s per file, each file its own state, then placeholder passages with times', async () => {
    const vox = await start();
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(false);
    await vox.add(audio('a.wav'), audio('b.wav'));
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(true);
    vox.actor.send({ type: 'vox.transcribe' });
    expect(vox.state().context.files.map((f) => f.status)).toEqual(['transcribing', 'waiting']);
    expect(vox.state().can({ type: 'vox.transcribe' })).toBe(false);
    vox.clock.increment(2_999); // tools.md §4: 3 s per file
    await vox.settle();
    expect(vox.state().context.results).toEqual([]);
    vox.clock.increment(1);
    await vox.settle();
    expect(vox.result()).toMatchObject({
      fileName: 'a.wav',
      // When the effect heard it: the machine reads no clock of its own.
      createdAt: heardAt,
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
    vox.clock.increment(3_000);
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
    vox.clock.increment(3_000);
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

describe('the voice studio machine (the real path, through the API)', () => {
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
