export const chunkSize = 800;
export const chunkOverlap = 150;

/** Where to end a chunk: after the last sentence end, else the last space, in its second half. */
function cutPoint(text: string, start: number, end: number): number {
  if (end >= text.length) return text.length;
  const window = text.slice(start + chunkSize / 2, end);
  const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('.\n'), window.lastIndexOf('\n\n'));
  if (sentence >= 0) return start + chunkSize / 2 + sentence + 1;
  const space = window.search(/\s\S*$/);
  return space >= 0 ? start + chunkSize / 2 + space : end;
}

/**
 * Splits text into passages of about `chunkSize` characters that overlap by about
 * `chunkOverlap`, so a sentence cut at one edge is whole in the neighbour. Cuts prefer
 * sentence ends, then spaces; a chunk never starts inside a word.
 */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = cutPoint(text, start, Math.min(start + chunkSize, text.length));
    const chunk = text.slice(start, end).trim();
    if (chunk) chunks.push(chunk);
    if (end >= text.length) break;
    let next = Math.max(end - chunkOverlap, start + 1);
    // Move forward to the start of a word.
    while (next < end && /\S/.test(text[next - 1] ?? ' ')) next += 1;
    start = next;
  }
  return chunks;
}
