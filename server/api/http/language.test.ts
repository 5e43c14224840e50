import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

describe('the language an answer is written in', () => {
  it.each([
    ['de-DE', 'de'],
    ['de', 'de'],
    ['en-US', 'en'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-FR,de;q=0.5', 'de'],
    ['fr-FR', 'en'],
    ['de;q=0, en', 'en'],
    ['', 'en'],
  ])('Accept-Language %j → %s', (header, language) => {
    expect(requestLanguage({ headers: { 'accept-language': header } })).toBe(language);
  });

  it('without the header, English', () => {
    expect(requestLanguage({ headers: {} })).toBe('en');
  });
});
