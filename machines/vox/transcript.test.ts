import { describe, expect, it } from 'vitest';
import { analysisText, clockTime, nextSpeakerId, secondsOf, transcriptFrom } from './transcript';

describe('a transcript from what was heard', () => {
  it('one speaker per distinct label, in order; passages numbered; text trimmed; times never negative or backwards', () => {
    expect(
      transcriptFrom([
        { start: 0, end: 1.5, text: ' Hello. ', speaker: 'SPEAKER_01' },
        { start: 1.5, end: 1, text: 'Hi.', speaker: 'SPEAKER_00' },
        { start: Number.NaN, end: -3, text: 'Bye.', speaker: 'SPEAKER_01' },
      ]),
    ).toEqual({
      speakers: [
        { id: 'speaker-1', name: 'SPEAKER_01' },
        { id: 'speaker-2', name: 'SPEAKER_00' },
      ],
      segments: [
        { id: 'segment-1', start: 0, end: 1.5, text: 'Hello.', speakerId: 'speaker-1' },
        { id: 'segment-2', start: 1.5, end: 1.5, text: 'Hi.', speakerId: 'speaker-2' },
        { id: 'segment-3', start: 0, end: 0, text: 'Bye.', speakerId: 'speaker-1' },
      ],
    });
  });

  it('a new speaker\'s id is one not taken', () => {
    expect(nextSpeakerId([{ id: 'speaker-2', name: 'B' }])).toBe('speaker-3');
    expect(nextSpeakerId([])).toBe('speaker-1');
  });

  it.each([
    [0, '00:00:00'],
    [59.999, '00:00:59'],
    [3661.5, '01:01:01'],
    [-4, '00:00:00'],
  ])('%s s reads %s', (value, clock) => expect(clockTime(value)).toBe(clock));

  it.each<[string, number | null]>([
    ['00:01:05', 65],
    ['1:05', 65],
    ['7', 7],
    ['01:00:00.5', 3600.5],
    ['soon', null],
    ['', null],
  ])('"%s" is %s s', (clock, value) => expect(secondsOf(clock)).toBe(value));

  it('what the model reads: time, the speaker by position (never the given name), the text masked', () => {
    const { speakers, segments } = transcriptFrom([
      { start: 0, end: 2, text: 'Anna here.', speaker: 'Speaker 1' },
      { start: 65, end: 70, text: 'Mail me at anna@example.com.', speaker: 'Speaker 2' },
    ]);
    expect(analysisText({ speakers: [{ ...speakers[0]!, name: 'Anna Schmidt' }, speakers[1]!], segments })).toBe(
      '[00:00:00] Speaker 1: Anna here.\n[00:01:05] Speaker 2: Mail me at [email].',
    );
  });
});
