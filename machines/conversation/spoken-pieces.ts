/**
 * What a screen reader is given of a streamed answer: its Markdown as plain words, cut into
 * sentence-sized pieces. Pieces are cut on the raw text, which only grows, so a piece once
 * spoken never changes.
 */

/** A piece is at most this long when no sentence ends in it (a long list line, a table row). */
export const longestPieceChars = 400;

// A sentence ends at . ! ? … or : followed by white space, or at a line break.
const sentenceEnd = /[.!?…:](?=\s)|\n/g;

/**
 * Where the next piece of `raw` from `heard` ends: after its last finished sentence, or at the
 * end when the answer is `final`; null while no sentence has finished.
 */
export function nextPieceEnd(raw: string, heard: number, final: boolean): number | null {
  if (heard >= raw.length) return null;
  if (final) return raw.length;
  const rest = raw.slice(heard);
  let end = -1;
  for (const match of rest.matchAll(sentenceEnd)) end = match.index + match[0].length;
  if (end > 0) return heard + end;
  if (rest.length < longestPieceChars) return null;
  const space = rest.lastIndexOf(' ', longestPieceChars);
  return heard + (space > 0 ? space + 1 : longestPieceChars);
}

/** A piece of Markdown as words: no emphasis marks, heading or quote marks, list bullets, code fences or link targets. */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/^```.*$/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+])\s+/gm, '')
    .replace(/\*\*|__|`|~~/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
