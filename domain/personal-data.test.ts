import { describe, expect, it } from 'vitest';
import { findPersonalData, isValidIban, maskPersonalData } from './personal-data';

describe('personal data in a transcript', () => {
  it.each([
    ['Call me at +49 30 1234567, please.', 'Call me at [phone], please.'],
    ['Meine Nummer ist 030/123 45 67.', 'Meine Nummer ist [phone].'],
    ['Tel. (0151) 2345-6789 oder 0049 171 1234567', 'Tel. [phone] oder [phone]'],
    ['Write to anna.berg@example.com or a_b+c@sub.firma.de.', 'Write to [email] or [email].'],
    ['IBAN DE89 3704 0044 0532 0130 00 bitte', 'IBAN [IBAN] bitte'],
    ['IBAN DE89370400440532013000', 'IBAN [IBAN]'],
    ['Invoice 2024 for 12 items on 12.03.2024 at 10:30', 'Invoice 2024 for 12 items on 12.03.2024 at 10:30'],
    ['Order 12345 is ready', 'Order 12345 is ready'],
    ['DE00 1234 5678 9012 3456 78 is no IBAN', 'DE00 1234 5678 9012 3456 78 is no IBAN'],
    ['', ''],
  ])('%j → %j', (text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  it('finds where each piece is, in order', () => {
    expect(findPersonalData('x@y.de 0301234567')).toEqual([
      { kind: 'email', start: 0, end: 6, text: 'x@y.de' },
      { kind: 'phone', start: 7, end: 17, text: '0301234567' },
    ]);
  });

  it('checks IBANs by their check digits', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB83 WEST 1234 5698 7654 32')).toBe(false);
  });
});
