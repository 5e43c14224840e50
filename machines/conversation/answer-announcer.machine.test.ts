import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { announcementGapMs, answerAnnouncerMachine, type HeardEnd } from './answer-announcer.machine';
import { spokenText } from './spoken-pieces';

const answer =
  'The **budget** for 2026 is 4.2 million. It rose by 4 % over last year: travel and training grew most.\n\n' +
  '- Travel: 1.1 million\n- Training: 0.8 million\n\nSee the [finance report](https://example.test/report) for details. ' +
  'Everything else stayed flat, and no item fell.';

const complete = 'Answer complete.';

/** Every change of the polite region while `answer` streams token by token, one every `tokenMs`. */
function hearStreamed(text: string, { tokenMs = 40, end = 'complete' as HeardEnd, shownBefore = '' } = {}) {
  const actor = createActor(answerAnnouncerMachine, { input: { completeWords: complete } });
  const heard: Array<{ at: number; words: string }> = [];
  let last = 0;
  const start = Date.now();
  actor.subscribe((snapshot) => {
    if (snapshot.context.said.count !== last) {
      last = snapshot.context.said.count;
      heard.push({ at: Date.now() - start, words: snapshot.context.said.words });
    }
  });
  actor.start();
  actor.send({ type: 'answer.began', id: 'a1', shown: shownBefore });
  const tokens = text.slice(shownBefore.length).match(/\S+\s*|\s+/g) ?? [];
  let sofar = shownBefore;
  for (const token of tokens) {
    vi.advanceTimersByTime(tokenMs);
    sofar += token;
    actor.send({ type: 'answer.grew', id: 'a1', text: sofar });
  }
  actor.send({ type: 'answer.ended', id: 'a1', text: sofar, end });
  vi.advanceTimersByTime(10 * announcementGapMs);
  return { heard, streamedMs: tokens.length * tokenMs, actor };
}

describe('hearing a streamed answer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is said in sentence-sized pieces, at most one per gap, never token by token, the pieces once and whole, then "complete"', () => {
    const { heard, streamedMs } = hearStreamed(answer);
    const pieces = heard.slice(0, -1).map((entry) => entry.words);
    // Between one piece per gap over the stream (plus the rest and "complete") and at least two.
    expect(heard.length).toBeGreaterThanOrEqual(3);
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(streamedMs / announcementGapMs) + 2);
    for (const [index, entry] of heard.entries()) if (index > 0) expect(entry.at - heard[index - 1]!.at).toBeGreaterThanOrEqual(announcementGapMs);
    expect(pieces.join(' ')).toBe(spokenText(answer));
    expect(new Set(pieces).size).toBe(pieces.length);
    expect(heard.at(-1)!.words).toBe(complete);
    // No piece is a lone word: each ends a sentence, or is the answer's rest.
    for (const piece of pieces.slice(0, -1)) expect(piece).toMatch(/[.!?:]$|million$/);
  });

  it('does not say what was on screen when it first saw the answer (a reload), only what came after', () => {
    const before = 'The **budget** for 2026 is 4.2 million. ';
    const { heard } = hearStreamed(answer, { shownBefore: before });
    const pieces = heard.slice(0, -1).map((entry) => entry.words).join(' ');
    expect(pieces).toBe(spokenText(answer.slice(before.length)));
    expect(pieces).not.toContain('4.2 million');
  });

  it('an answer that ends otherwise (cut, refused, failed) gets its rest and no "complete"', () => {
    const { heard } = hearStreamed('Half an answer. And then', { end: 'not-complete' });
    expect(heard.map((entry) => entry.words)).toEqual(['Half an answer.', 'And then']);
  });

  it('a fast answer is said at once when it ends, and "complete" a gap later', () => {
    const { heard } = hearStreamed('Yes.', { tokenMs: 1 });
    expect(heard.map((entry) => entry.words)).toEqual(['Yes.', complete]);
    expect(heard[1]!.at - heard[0]!.at).toBe(announcementGapMs);
  });

  it('hears nothing of an answer it was not told began, and nothing twice when the same text is ended again', () => {
    const actor = createActor(answerAnnouncerMachine, { input: { completeWords: complete } }).start();
    actor.send({ type: 'answer.grew', id: 'old', text: 'Stored answer. From the history.' });
    actor.send({ type: 'answer.ended', id: 'old', text: 'Stored answer. From the history.', end: 'complete' });
    vi.advanceTimersByTime(3 * announcementGapMs);
    expect(actor.getSnapshot().context.said.count).toBe(0);

    actor.send({ type: 'answer.began', id: 'new', shown: '' });
    actor.send({ type: 'answer.ended', id: 'new', text: 'Done.', end: 'complete' });
    vi.advanceTimersByTime(3 * announcementGapMs);
    actor.send({ type: 'answer.ended', id: 'new', text: 'Done.', end: 'complete' });
    vi.advanceTimersByTime(3 * announcementGapMs);
    // "Done.", then "complete", then nothing: the region emptied a gap later.
    expect(actor.getSnapshot().context.said).toEqual({ words: '', count: 2 });
  });
});
