import { maskPersonalData } from '../../domain/personal-data';
import type { Segment } from './transcript';

/** What a finding rests on, as the model (or the mock) quoted it: the words, and the time it gave, if any. */
export interface Quote {
  text: string;
  /** Seconds from the start; null when the answer gave none. */
  time: number | null;
}

/** One aspect of an evaluation (sentiments, topic_crm, …): what was found and the quotes it rests on. */
export interface Finding {
  aspect: string;
  /** '' in the mock's placeholder evaluation (the view says it is a placeholder). */
  text: string;
  quotes: Quote[];
}

export interface Evaluation {
  placeholder: boolean;
  findings: Finding[];
}

/** Letters and digits only, lower case, single spaces: quotes are compared by their words. */
export const normaliseWords = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const contains = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);

/** The segment texts as they may have been quoted: as shown, and masked as they were sent. */
const wordsOf = (segments: readonly Segment[]) => {
  const text = segments.map((segment) => segment.text).join(' ');
  return [normaliseWords(text), normaliseWords(maskPersonalData(text))];
};

/**
 * The segments a quote rests on, found by the studio itself in the transcript as it is now
 * (never an id the model names): the one segment holding the quote's words, or the fewest
 * consecutive segments (up to three) that do; among several, the one nearest the quote's time.
 * [] when the transcript holds no such words (the view says "not found in the transcript").
 */
export function segmentsOfQuote(quote: Quote, segments: readonly Segment[]): string[] {
  const words = normaliseWords(quote.text);
  if (words === '') return [];
  for (let size = 1; size <= Math.min(3, segments.length); size += 1) {
    const windows: Segment[][] = [];
    for (let at = 0; at + size <= segments.length; at += 1) {
      const window = segments.slice(at, at + size);
      if (wordsOf(window).some((candidate) => contains(candidate, words))) windows.push(window);
    }
    if (windows.length > 0) {
      const distance = (window: Segment[]) => (quote.time === null ? 0 : Math.abs(window[0]!.start - quote.time));
      const nearest = windows.reduce((best, window) => (distance(window) < distance(best) ? window : best));
      return nearest.map((segment) => segment.id);
    }
  }
  return [];
}

/** The mock's evaluation (no model): a placeholder finding per aspect, each quoting a passage of the transcript, so the evidence can be tried. */
export function placeholderEvaluation(aspects: readonly string[], segments: readonly Segment[]): Evaluation {
  return {
    placeholder: true,
    findings: aspects.map((aspect, index) => {
      const segment = segments.length > 0 ? segments[index % segments.length]! : null;
      return { aspect, text: '', quotes: segment ? [{ text: segment.text, time: segment.start }] : [] };
    }),
  };
}
