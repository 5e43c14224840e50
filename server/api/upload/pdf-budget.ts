import { countInflated } from './inflate-count';
import type { Budget } from './zip-budget';

const endMarker = Buffer.from('endstream', 'latin1');

/**
 * What a PDF's flate streams inflate to together, counted while inflating (nothing is kept),
 * stopped past `cap`. The PDF reader inflates a content stream whole before it reads a word of
 * it, so a small file with one huge stream would otherwise cost its full size in memory and
 * time. A stream that is not flate (an image's DCT, for one) counts with its own length.
 * Every `stream … endstream` pair is tried, whatever the dictionary says its filter is: a
 * filter name can hide behind an indirect object, and a wrong guess only costs a failed inflate.
 */
export async function pdfInflatedBudget(bytes: Buffer, cap: number): Promise<Budget> {
  const text = bytes.toString('latin1');
  const streamStart = /stream\r?\n/g;
  let total = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    // "endstream" itself ends in "stream": only a keyword after a dictionary starts data.
    if (text.slice(match.index - 3, match.index) === 'end') continue;
    const start = match.index + match[0].length;
    const end = bytes.indexOf(endMarker, start);
    const data = bytes.subarray(start, end < 0 ? bytes.length : end);
    const inflated = await countInflated(data, cap - total, false);
    if ('over' in inflated) return 'over';
    total += 'bytes' in inflated ? inflated.bytes : data.length;
    if (total > cap) return 'over';
    if (end < 0) break;
    streamStart.lastIndex = end + endMarker.length;
  }
  return 'within';
}
