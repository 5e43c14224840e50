import { describe, expect, it } from 'vitest';
import { offlineAnalysis, readEvidenceAnswer } from './analysis-evidence';

describe('the model\'s answer with evidence, read leniently', () => {
  it.each([
    ['plain JSON', '{"answer": "Billing.", "quotes": [{"quote": "my invoice", "time": "00:01:05"}]}', { text: 'Billing.', quotes: [{ text: 'my invoice', time: 65 }] }],
    ['in a fence, with words around it', 'Here you go:\n```json\n{"answer": " Billing. ", "quotes": [{"quote": " my invoice ", "time": "[01:05]"}]}\n```', { text: 'Billing.', quotes: [{ text: 'my invoice', time: 65 }] }],
    ['a time in seconds, none, or one it cannot read', '{"answer": "A", "quotes": [{"quote": "a", "time": 7.5}, {"quote": "b"}, {"quote": "c", "time": "later"}]}', {
      text: 'A',
      quotes: [{ text: 'a', time: 7.5 }, { text: 'b', time: null }, { text: 'c', time: null }],
    }],
    ['quotes that are not quotes', '{"answer": "A", "quotes": [{"quote": ""}, "x", {"text": "y"}, null]}', { text: 'A', quotes: [] }],
    ['no JSON at all', '  The caller was calm. ', { text: 'The caller was calm.', quotes: [] }],
    ['JSON without an answer', '{"quotes": []}', { text: '{"quotes": []}', quotes: [] }],
    ['broken JSON', '{"answer": "A", "quotes": [', { text: '{"answer": "A", "quotes": [', quotes: [] }],
  ])('%s', (_case, raw, expected) => expect(readEvidenceAnswer(raw)).toEqual(expected));

  it('keeps at most five quotes', () => {
    const quotes = Array.from({ length: 8 }, (_, n) => ({ quote: `q${n}` }));
    expect(readEvidenceAnswer(JSON.stringify({ answer: 'A', quotes })).quotes).toHaveLength(5);
  });

  it('the offline responder quotes nothing of an empty transcript', () => {
    expect(offlineAnalysis('', 'Name the topic.', true).quotes).toEqual([]);
  });
});
