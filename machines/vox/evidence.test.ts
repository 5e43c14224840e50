import { describe, expect, it } from 'vitest';
import { normaliseWords, placeholderEvaluation, segmentsOfQuote, type Quote } from './evidence';
import type { Segment } from './transcript';

const segment = (n: number, start: number, text: string): Segment => ({ id: `segment-${n}`, start, end: start + 5, text, speakerId: 'speaker-1' });
const call: Segment[] = [
  segment(1, 0, 'Good morning, you are speaking with Anna Meyer.'),
  segment(2, 5, 'Hello, my invoice is wrong. Please call me back'),
  segment(3, 10, 'at +49 30 1234567 this afternoon.'),
  segment(4, 15, 'Of course. Yes.'),
  segment(5, 20, 'Thank you, yes, that helps.'),
];

describe('a quote is found in the transcript by its words', () => {
  it.each<[string, Quote, string[]]>([
    ['the exact words of one passage', { text: 'my invoice is wrong', time: null }, ['segment-2']],
    ['other case, punctuation and spacing', { text: '  „MY INVOICE   is wrong!“ ', time: 5 }, ['segment-2']],
    ['with the masked personal data the model was sent', { text: 'call me back at [phone] this afternoon', time: 5 }, ['segment-2', 'segment-3']],
    ['as shown, across two passages', { text: 'Please call me back at +49 30 1234567', time: null }, ['segment-2', 'segment-3']],
    ['a word in several passages: the one nearest the quote\'s time', { text: 'yes', time: 21 }, ['segment-5']],
    ['a word in several passages without a time: the first', { text: 'yes', time: null }, ['segment-4']],
    ['whole words only ("no" is not in "know" or "morning")', { text: 'no', time: null }, []],
    ['words the transcript does not hold', { text: 'I want to cancel my contract', time: 12 }, []],
    ['nothing but punctuation', { text: '…', time: 0 }, []],
  ])('%s', (_case, quote, expected) => {
    expect(segmentsOfQuote(quote, call)).toEqual(expected);
  });

  it('never reaches further than three passages', () => {
    expect(segmentsOfQuote({ text: 'my invoice is wrong please call me back at 49 30 1234567 this afternoon of course yes thank you', time: null }, call)).toEqual([]);
    expect(segmentsOfQuote({ text: 'please call me back at 49 30 1234567 this afternoon of course', time: null }, call)).toEqual(['segment-2', 'segment-3', 'segment-4']);
  });

  it('compares letters and digits only', () => {
    expect(normaliseWords(' Ä-ß: «Straße» 12,5 % ')).toBe('ä ß straße 12 5');
  });
});

describe('the mock\'s evaluation', () => {
  it('quotes a passage per aspect, in turn, with its time; without passages it quotes nothing', () => {
    expect(placeholderEvaluation(['a', 'b'], call.slice(0, 1))).toEqual({
      placeholder: true,
      findings: [
        { aspect: 'a', text: '', quotes: [{ text: call[0]!.text, time: 0 }] },
        { aspect: 'b', text: '', quotes: [{ text: call[0]!.text, time: 0 }] },
      ],
    });
    expect(placeholderEvaluation(['a'], []).findings).toEqual([{ aspect: 'a', text: '', quotes: [] }]);
  });
});
