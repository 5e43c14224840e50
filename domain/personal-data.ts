/**
 * Likely personal data in a transcript: e-mail addresses, phone numbers and IBANs,
 * found so they can be highlighted and masked before a transcript leaves the browser.
 */
export type PersonalDataKind = 'email' | 'phone' | 'iban';

export interface PersonalDataMatch {
  kind: PersonalDataKind;
  start: number;
  end: number;
  text: string;
}

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Two country letters, two check digits, then 11 to 30 letters or digits, in groups of up to four.
const iban = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;
// An optional + or 00 country code, digits with spaces, slashes, dots, dashes or brackets: at least 7 digits.
const phone = /(?:\+|\b00|\(|\b)\d[\d ()./-]{5,}\d\b/g;

/** ISO 13616: moved first four characters, letters as numbers, remainder 1 modulo 97. */
export function isValidIban(candidate: string): boolean {
  const compact = candidate.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

function matches(text: string, pattern: RegExp, kind: PersonalDataKind, accept: (found: string) => boolean): PersonalDataMatch[] {
  return [...text.matchAll(pattern)]
    .filter((found) => accept(found[0]))
    .map((found) => ({ kind, start: found.index, end: found.index + found[0].length, text: found[0] }));
}

const digitCount = (text: string) => text.replace(/\D/g, '').length;
/** A date, a time or a plain year range is not a phone number. */
const looksLikeDate = (text: string) => /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(text.trim());

/** The personal data in `text`, in order, without overlaps (e-mail and IBAN win over a phone number inside them). */
export function findPersonalData(text: string): PersonalDataMatch[] {
  const found = [
    ...matches(text, email, 'email', () => true),
    ...matches(text, iban, 'iban', isValidIban),
    ...matches(text, phone, 'phone', (candidate) => digitCount(candidate) >= 7 && digitCount(candidate) <= 15 && !looksLikeDate(candidate)),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PersonalDataMatch[] = [];
  for (const match of found) {
    const last = kept.at(-1);
    if (!last || match.start >= last.end) kept.push(match);
  }
  return kept;
}

export const maskFor: Record<PersonalDataKind, string> = { email: '[email]', phone: '[phone]', iban: '[IBAN]' };

/** The text with each piece of personal data replaced by its mask. */
export function maskPersonalData(text: string): string {
  let masked = '';
  let at = 0;
  for (const match of findPersonalData(text)) {
    masked += text.slice(at, match.start) + maskFor[match.kind];
    at = match.end;
  }
  return masked + text.slice(at);
}
