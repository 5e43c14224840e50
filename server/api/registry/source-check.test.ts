import { describe, expect, it } from 'vitest';
import { checkSource, contextChars, locatePassage, passageInContext, type ComponentDocument } from './source-check';

const policy: ComponentDocument = {
  id: 'travel-policy.en',
  title: 'Travel policy',
  text: '# Travel policy\n\n## Hotels\nThe hotel limit is 120 euros per night in Germany\nand 160 euros per night abroad.\n\n## Trains\nTrains first.',
};

describe('a source checked against its document', () => {
  it('is found word for word although its line breaks and spaces differ, at the offsets of the original text', () => {
    const found = locatePassage(policy.text, 'The hotel limit is 120 euros   per night in Germany and 160 euros per night abroad.');
    expect(found).not.toBeNull();
    expect(policy.text.slice(found!.start, found!.end)).toBe('The hotel limit is 120 euros per night in Germany\nand 160 euros per night abroad.');
  });

  it.each([
    ['another number', 'The hotel limit is 150 euros per night in Germany'],
    ['another case', 'the hotel limit is 120 euros per night in Germany'],
    ['another punctuation mark', 'The hotel limit is 120 euros per night in Germany, and 160 euros'],
    ['only its opening matching', 'The hotel limit is 120 euros per night in Germany and 160 euros per night abroad, always.'],
    ['nothing but whitespace', ' \n '],
  ])('is not found with %s', (_case, passage) => {
    expect(locatePassage(policy.text, passage)).toBeNull();
  });

  it('is verified with its document and place, or says which of the two is missing', () => {
    expect(checkSource([policy], 'Travel policy', 'Trains first.')).toEqual({
      verified: true,
      location: { documentId: 'travel-policy.en', start: policy.text.indexOf('Trains first.'), end: policy.text.length },
    });
    expect(checkSource([policy], 'Reiserichtlinie', 'Trains first.')).toEqual({ verified: false, unverifiedReason: 'document-not-found' });
    expect(checkSource([policy], 'Travel policy', 'Planes first.')).toEqual({ verified: false, unverifiedReason: 'passage-not-found' });
  });
});

describe('a passage in its surrounding text', () => {
  it('is the whole of a short document, the offsets pointing at the passage', () => {
    const start = policy.text.indexOf('The hotel');
    const shown = passageInContext(policy, start, start + 20);
    expect(shown).toMatchObject({ documentId: 'travel-policy.en', document: 'Travel policy', text: policy.text, truncatedBefore: false, truncatedAfter: false });
    expect(shown.text.slice(shown.start, shown.end)).toBe('The hotel limit is 1');
  });

  it('is cut at line breaks within the limit on each side of a long document', () => {
    const line = `${'x'.repeat(99)}\n`;
    const long: ComponentDocument = { ...policy, text: `${line.repeat(20)}The passage.\n${line.repeat(20)}` };
    const start = long.text.indexOf('The passage.');
    const shown = passageInContext(long, start, start + 'The passage.'.length);
    expect(shown.text.slice(shown.start, shown.end)).toBe('The passage.');
    expect(shown).toMatchObject({ truncatedBefore: true, truncatedAfter: true });
    expect(shown.start).toBeLessThanOrEqual(contextChars);
    expect(shown.text.length - shown.end).toBeLessThanOrEqual(contextChars);
    expect(shown.text.startsWith('x')).toBe(true);
    expect(long.text[long.text.indexOf(shown.text) - 1]).toBe('\n');
    expect(long.text[long.text.indexOf(shown.text) + shown.text.length]).toBe('\n');
  });
});
