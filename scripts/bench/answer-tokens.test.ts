import { describe, expect, it } from 'vitest';
import { answerTokens } from './answer-tokens';

describe('the streamed bench answer', () => {
  it('is exactly the asked number of tokens, the same on every run', () => {
    const first = answerTokens(3000);
    expect(first).toHaveLength(3000);
    expect(answerTokens(3000)).toEqual(first);
  });

  it('has the Markdown a model writes: headings, lists, code fences, tables and links', () => {
    const text = answerTokens(3000).join('');
    expect(text).toMatch(/^## /m);
    expect(text).toMatch(/^(?:- |\d+\. )/m);
    expect(text).toMatch(/^```ts$/m);
    expect(text).toMatch(/^\|---\|/m);
    expect(text).toMatch(/\]\(https:\/\/example\.com\//);
  });
});
