import { describe, expect, it } from 'vitest';
import { applyMaxLength, clampToStep, validateNumber, validateText } from './validation';

describe('text rules', () => {
  it.each([
    ['', { required: true }, 'form.required'],
    ['', {}, null],
    ['ab', { minLength: 3 }, 'form.tooShort'],
    ['abcd', { maxLength: 3 }, 'form.tooLong'],
    ['a@b', { kind: 'email' as const }, 'form.invalidMail'],
    ['a@b.de', { kind: 'email' as const }, null],
    ['a@@b.de', { kind: 'email' as const }, 'form.invalidMail'],
    ['call me', { kind: 'tel' as const }, 'form.invalidPhone'],
    ['+49 (0)30 1234-56', { kind: 'tel' as const }, null],
    ['example.com', { kind: 'url' as const }, 'form.invalidUrl'],
    ['javascript:alert(1)', { kind: 'url' as const }, 'form.invalidUrl'],
    ['https://example.com', { kind: 'url' as const }, null],
    ['abc', { pattern: /^\d+$/ }, 'form.invalidFormat'],
  ])('%j with %j → %s', (value, rules, key) => {
    expect(validateText(value, rules)?.key ?? null).toBe(key);
  });

  it('says the limits in the message values', () => {
    expect(validateText('ab', { minLength: 5 })).toEqual({ key: 'form.tooShort', values: { minLength: 5 } });
    expect(validateText('abcdef', { maxLength: 5 })).toEqual({ key: 'form.tooLong', values: { maxLength: 5 } });
  });
});

describe('number rules', () => {
  it.each([
    ['', { required: true }, 'form.required'],
    ['x', {}, 'form.invalidType'],
    ['-1', { min: 0 }, 'form.tooLow'],
    ['2', { max: 1 }, 'form.tooHigh'],
    ['0.25', { min: 0, step: 0.1 }, 'form.invalidStep'],
    ['0.3', { min: 0, step: 0.1 }, null],
  ])('%j with %j → %s', (raw, rules, key) => {
    expect(validateNumber(raw, rules)?.key ?? null).toBe(key);
  });
});

describe('stepper', () => {
  it('clamps to min and max', () => {
    expect(clampToStep(7, { min: 1, max: 4 })).toBe(4);
    expect(clampToStep(-3, { min: 1, max: 4 })).toBe(1);
  });

  it('snaps to the step (default 1) and keeps the precision', () => {
    expect(clampToStep(2.4, {})).toBe(2);
    expect(clampToStep(0.34, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(clampToStep(0.1 + 0.2, { min: 0, max: 1, step: 0.1, precision: 1 })).toBe(0.3);
  });

  it('a value that is not a number becomes the minimum', () => {
    expect(clampToStep(Number.NaN, { min: 1, max: 4 })).toBe(1);
  });
});

describe('max length', () => {
  it('strict cuts, non-strict keeps (and the field reports it)', () => {
    expect(applyMaxLength('abcdef', 4, true)).toBe('abcd');
    expect(applyMaxLength('abcdef', 4, false)).toBe('abcdef');
  });
});
