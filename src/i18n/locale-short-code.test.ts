import { describe, expect, it } from 'vitest';
import { localeShortCode } from './locale-short-code';

describe('locale short code', () => {
  it('shows the language alone when no other locale shares it', () => {
    expect(localeShortCode('en-US', ['en-US', 'de-DE'])).toBe('EN');
    expect(localeShortCode('de-DE', ['en-US', 'de-DE'])).toBe('DE');
  });

  it('adds the region when two locales share a language', () => {
    expect(localeShortCode('de-DE', ['de-DE', 'de-AT', 'en-US'])).toBe('DE-DE');
    expect(localeShortCode('en-US', ['de-DE', 'de-AT', 'en-US'])).toBe('EN');
  });
});
