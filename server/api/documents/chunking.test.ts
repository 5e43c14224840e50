import { describe, expect, it } from 'vitest';
import { chunkSize, chunkText } from './chunking';

const sentence = (n: number) => `Sentence number ${n} talks about topic ${n} in some detail.`;

describe('chunking extracted text', () => {
  it('keeps a short text as one passage', () => {
    expect(chunkText('  Short note.  ')).toEqual(['Short note.']);
  });

  it('returns nothing for blank text', () => {
    expect(chunkText(' \n\n ')).toEqual([]);
  });

  it('cuts a long text at sentence ends into overlapping passages of about 800 characters', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(chunkSize);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.endsWith('.')).toBe(true);
    // Every sentence is whole in at least one passage.
    for (let i = 0; i < 60; i += 1) expect(chunks.some((chunk) => chunk.includes(sentence(i)))).toBe(true);
    // Neighbours share text.
    const [first, second] = chunks;
    expect(first?.includes(second?.split(' ').slice(0, 3).join(' ') ?? '#')).toBe(true);
  });

  it('never starts a passage inside a word, even without sentence ends', () => {
    const words = Array.from({ length: 400 }, (_, i) => `wort${i}`).join(' ');
    const chunks = chunkText(words);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk).toMatch(/^wort\d+( wort\d+)*$/);
  });

  it('cuts a text without any spaces at the size limit', () => {
    const chunks = chunkText('x'.repeat(2000));
    expect(chunks[0]).toHaveLength(chunkSize);
    expect(chunks.join('').length).toBeGreaterThanOrEqual(2000);
  });
});
