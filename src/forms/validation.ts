import type { ParseKeys } from 'i18next';

/** One of the generic form messages of platform.md §5, with its values. */
export interface ValidationMessage {
  key: ParseKeys<'common'>;
  values?: Record<string, number | string>;
}

export type TextKind = 'text' | 'email' | 'tel' | 'url';

export interface TextRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  kind?: TextKind;
}

/** platform.md §5: a mail address contains one at-sign and a period. */
const mailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const phoneShape = /^\+?[0-9 ()/-]{5,}$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first rule a text breaks, as its message; null when it keeps them all. */
export function validateText(value: string, rules: TextRules): ValidationMessage | null {
  if (value.length === 0) return rules.required ? { key: 'form.required' } : null;
  if (rules.minLength !== undefined && value.length < rules.minLength) {
    return { key: 'form.tooShort', values: { minLength: rules.minLength } };
  }
  if (rules.maxLength !== undefined && value.length > rules.maxLength) {
    return { key: 'form.tooLong', values: { maxLength: rules.maxLength } };
  }
  if (rules.kind === 'email' && !mailShape.test(value)) return { key: 'form.invalidMail' };
  if (rules.kind === 'tel' && !phoneShape.test(value)) return { key: 'form.invalidPhone' };
  if (rules.kind === 'url' && !isUrl(value)) return { key: 'form.invalidUrl' };
  if (rules.pattern && !rules.pattern.test(value)) return { key: 'form.invalidFormat' };
  return null;
}

export interface NumberRules {
  required?: boolean;
  min?: number;
  max?: number;
  step?: number;
}

/** Messages for a number typed by hand (a stepper clamps instead, see clampToStep). */
export function validateNumber(raw: string, rules: NumberRules): ValidationMessage | null {
  if (raw.trim() === '') return rules.required ? { key: 'form.required' } : null;
  const value = Number(raw);
  if (!Number.isFinite(value)) return { key: 'form.invalidType' };
  if (rules.min !== undefined && value < rules.min) return { key: 'form.tooLow', values: { min: rules.min } };
  if (rules.max !== undefined && value > rules.max) return { key: 'form.tooHigh', values: { max: rules.max } };
  if (rules.step !== undefined) {
    const base = rules.min ?? 0;
    const steps = (value - base) / rules.step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return { key: 'form.invalidStep', values: { step: rules.step } };
  }
  return null;
}

export interface StepperRules {
  min?: number;
  max?: number;
  /** Default 1. */
  step?: number;
  /** Decimal places kept. */
  precision?: number;
}

/** A stepper's value: clamped to min/max, snapped to the step, rounded to the precision. */
export function clampToStep(value: number, { min, max, step = 1, precision }: StepperRules): number {
  const base = min ?? 0;
  let next = Number.isFinite(value) ? base + Math.round((value - base) / step) * step : base;
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  const places = precision ?? Math.max(0, (String(step).split('.')[1] ?? '').length);
  return Number(next.toFixed(places));
}

/** Strict max length blocks typing past it; non-strict lets the text grow and reports it. */
export function applyMaxLength(next: string, maxLength: number | undefined, strict: boolean): string {
  return strict && maxLength !== undefined ? next.slice(0, maxLength) : next;
}
