import type { ComponentSource, PassageInContext, PassageLocation } from '../../../contracts/registry-api';

/** A document a component answers from, as the component holds it (here: a corpus file's text). */
export interface ComponentDocument {
  id: string;
  title: string;
  text: string;
}

/** What the check says of one source: found word for word (and where), or why not. */
export type SourceCheck =
  | { verified: true; location: PassageLocation }
  | { verified: false; unverifiedReason: NonNullable<ComponentSource['unverifiedReason']> };

/**
 * The text with every run of whitespace read as one space and the ends trimmed, and for each of
 * its characters the offset it came from: a match in the flat text maps back to the original.
 */
function flatten(text: string): { flat: string; from: number[] } {
  let flat = '';
  const from: number[] = [];
  let pendingSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (/\s/.test(char)) {
      pendingSpace = flat.length > 0;
      continue;
    }
    if (pendingSpace) {
      flat += ' ';
      from.push(index - 1);
      pendingSpace = false;
    }
    flat += char;
    from.push(index);
  }
  return { flat, from };
}

/**
 * Where the whole passage stands in the text, word for word: only whitespace may differ (line
 * breaks, indentation, doubled spaces), never a letter, a case or a punctuation mark.
 */
export function locatePassage(text: string, passage: string): { start: number; end: number } | null {
  const wanted = flatten(passage).flat;
  if (wanted === '') return null;
  const { flat, from } = flatten(text);
  const at = flat.indexOf(wanted);
  if (at < 0) return null;
  return { start: from[at]!, end: from[at + wanted.length - 1]! + 1 };
}

/** Checks a source's full passage against the document it names (by title) among the component's documents. */
export function checkSource(documents: readonly ComponentDocument[], title: string, passage: string): SourceCheck {
  const named = documents.filter((document) => document.title === title);
  if (named.length === 0) return { verified: false, unverifiedReason: 'document-not-found' };
  for (const document of named) {
    const found = locatePassage(document.text, passage);
    if (found) return { verified: true, location: { documentId: document.id, ...found } };
  }
  return { verified: false, unverifiedReason: 'passage-not-found' };
}

/** How much text the passage call shows on each side of the passage, at most (cut at a line break). */
export const contextChars = 600;

/** The passage at `start`..`end` of the document with up to `contextChars` of its surrounding text, whole lines where the limit allows. */
export function passageInContext(document: ComponentDocument, start: number, end: number): PassageInContext {
  const { text } = document;
  let from = Math.max(0, start - contextChars);
  if (from > 0) {
    const lineStart = text.indexOf('\n', from);
    from = lineStart >= 0 && lineStart < start ? lineStart + 1 : from;
  }
  let to = Math.min(text.length, end + contextChars);
  if (to < text.length) {
    const lineEnd = text.lastIndexOf('\n', to);
    to = lineEnd >= end ? lineEnd : to;
  }
  return {
    documentId: document.id,
    document: document.title,
    text: text.slice(from, to),
    start: start - from,
    end: end - from,
    truncatedBefore: from > 0,
    truncatedAfter: to < text.length,
  };
}
