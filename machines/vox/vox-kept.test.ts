import { describe, expect, it } from 'vitest';
import { maxKeptResults } from './vox-kept';
import { alice, audio, bob, kept, start } from './vox.test-support';

describe('the voice studio machine: passages, speakers and edits', () => {
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

describe('the voice studio machine: results that stay', () => {
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
    vox.clock.increment(3_000);
    expect(vox.result().summary).toEqual({ placeholder: true });
    await vox.add(audio('new.wav'));
    vox.actor.send({ type: 'vox.transcribe' });
    await vox.mockFile();
    vox.actor.send({ type: 'vox.summarize' });
    vox.clock.increment(3_000);
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
