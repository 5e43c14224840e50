import type { Availability } from '../documents/document-store';

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');
const shortHash = (hash: string) => `${hash.slice(0, 8)}…`;

/** The 410 detail naming every document a chat cannot use, or undefined when all are usable. */
export function unavailableDetail({ expired, unknown }: Availability): string | undefined {
  const sentences: string[] = [];
  if (expired.length === 1) {
    sentences.push(`The document ${quoted(expired.map((doc) => doc.fileName))} has expired (documents are kept for 24 hours).`);
  } else if (expired.length > 1) {
    sentences.push(`The documents ${quoted(expired.map((doc) => doc.fileName))} have expired (documents are kept for 24 hours).`);
  }
  if (unknown.length) {
    const which = unknown.map(shortHash).join(', ');
    sentences.push(`${unknown.length === 1 ? 'The document' : 'The documents'} ${which} ${unknown.length === 1 ? 'is' : 'are'} not available.`);
  }
  if (!sentences.length) return undefined;
  return `${sentences.join(' ')} Please upload ${expired.length + unknown.length === 1 ? 'it' : 'them'} again.`;
}
