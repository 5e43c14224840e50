import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const germanDir = join(process.cwd(), 'locales', 'de-DE');

/** Every message of a file, by its key path. */
const messagesOf = (value: unknown, prefix = ''): Array<[string, string]> =>
  typeof value === 'string'
    ? [[prefix.slice(0, -1), value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => messagesOf(inner, `${prefix}${key}.`))
      : [];

/** The polite address: "Sie" and its possessives. Mid-sentence, "sie" (they, it) and "ihr" (her, their) are lower case. */
const politeAddress = /(?<![\p{L}\p{N}])(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)(?![\p{L}\p{N}])/gu;

/**
 * Where a capital "Sie" opens a sentence and means "they" or "it" (the thing just named): the
 * allowed cases, each by the words it opens. Anything else is the polite address, which German
 * texts here do not use (docs/decisions.md, "German form of address": "du").
 */
const theyNotYou = [
  'Sie sind noch da',
  'Sie wird zuerst ganz geprüft',
  'Sie ist kein JSON',
  'Sie hat die längste Antwort',
  'Sie werden aus jedem Chat entfernt',
  'Sie wurden unverändert beiseitegelegt',
  'Sie bleiben unverändert',
  'Sie wurden beiseitegelegt',
];

/** The polite forms a message holds that are not an allowed "they". */
function politeForms(message: string): string[] {
  return [...message.matchAll(politeAddress)]
    .filter((match) => !theyNotYou.some((allowed) => message.startsWith(allowed, match.index)))
    .map((match) => `${match[0]} in "${message.slice(Math.max(0, match.index - 20), match.index + 30)}"`);
}

describe('German says "du"', () => {
  it.each(readdirSync(germanDir))('de-DE/%s never addresses the reader as "Sie"', (file) => {
    const messages = messagesOf(JSON.parse(readFileSync(join(germanDir, file), 'utf8')));
    expect(messages.flatMap(([key, message]) => politeForms(message).map((form) => `${key}: ${form}`))).toEqual([]);
  });

  it('tells the address from "they" and from "ihr"/"sie" in lower case', () => {
    expect(politeForms('Prüfen Sie Ihre Verbindung.')).toHaveLength(2);
    expect(politeForms('Das steht Ihnen nicht zu; Ihr Konto bleibt.')).toHaveLength(2);
    expect(politeForms('Sie sind noch da; versuch es später noch einmal.')).toEqual([]);
    expect(politeForms('Die Komponente und ihre Dokumente: sie bleiben.')).toEqual([]);
    expect(politeForms('Sie können es erneut versuchen.')).toHaveLength(1);
  });
});
