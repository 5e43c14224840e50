import type { AnswerLanguage } from '../http/language';
import { noModelWords } from '../no-model-words';

/**
 * Evaluations with evidence: the model is asked to answer in JSON with the
 * passages it rests on, quoted word for word with their time; what it answers is read leniently
 * (a model that ignores the format still answers, without quotes). The studio finds the quotes in
 * its transcript itself; nothing here is trusted to point at a passage.
 */
import type { VoiceAnalysis, VoiceQuote } from '../../../contracts/main-api';

const maxQuotes = 5;

/** Appended to the profile's instruction when evidence is asked for. */
export const evidenceInstruction =
  'The transcript has one passage a line: "[HH:MM:SS] Speaker N: text". Answer only with JSON of the form ' +
  '{"answer": "…", "quotes": [{"quote": "…", "time": "HH:MM:SS"}]}: "answer" is your answer to the instruction above; ' +
  '"quotes" are up to three passages your answer rests on, each copied word for word from the text of one line ' +
  '(without its time and speaker), with that line\'s time.';

/** `HH:MM:SS`, `MM:SS` or a number of seconds; null for anything else. */
function secondsOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*\[?(?:(\d{1,2}):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)\]?\s*$/.exec(value);
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The model's answer: its JSON (also inside a Markdown fence) read for the answer and quotes; otherwise its text as it is, without quotes. */
export function readEvidenceAnswer(raw: string): VoiceAnalysis {
  const json = /\{[\s\S]*\}/.exec(raw.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''))?.[0];
  let parsed: unknown;
  try {
    parsed = json === undefined ? undefined : JSON.parse(json);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed) || typeof parsed.answer !== 'string') return { text: raw.trim(), quotes: [] };
  const quotes = (Array.isArray(parsed.quotes) ? parsed.quotes : [])
    .filter(isRecord)
    .filter((quote): quote is Record<string, unknown> & { quote: string } => typeof quote.quote === 'string' && quote.quote.trim() !== '')
    .slice(0, maxQuotes)
    .map((quote) => ({ text: quote.quote.trim(), time: secondsOf(quote.time) }));
  return { text: parsed.answer.trim(), quotes };
}

/** A transcript line's time and text (`[HH:MM:SS] Speaker N: text`); a line without that form is all text. */
function lineOf(line: string): VoiceQuote {
  const match = /^\[(\d{2}:\d{2}:\d{2})\]\s*[^:]{1,40}:\s*(.*)$/.exec(line);
  return match ? { text: match[2]!.trim(), time: secondsOf(match[1]) } : { text: line.trim(), time: null };
}

const offlineTexts = {
  en: {
    note: 'this answer quotes the transcript without judging it.',
    opening: (count: number, first: string) => `It has ${count} passage${count === 1 ? '' : 's'} and begins: "${first}"`,
  },
  de: {
    note: 'Diese Antwort zitiert das Transkript, ohne es zu bewerten.',
    opening: (count: number, first: string) => `Es hat ${count} ${count === 1 ? 'Abschnitt' : 'Abschnitte'} und beginnt mit: „${first}“`,
  },
} as const;

/** The same instruction picks the same passage: a small stable hash. */
const pick = (instruction: string, count: number) => [...instruction].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % count;

/**
 * Without a chat model: an answer that says so and, with evidence, quotes a passage of the
 * transcript as it is (the same instruction, the same passage), so the studio's evidence works.
 */
export function offlineAnalysis(transcript: string, instruction: string, evidence: boolean, language: AnswerLanguage = 'en'): VoiceAnalysis {
  const lines = transcript.split(/\r?\n/).map(lineOf).filter((line) => line.text !== '');
  const t = offlineTexts[language];
  const note = `${noModelWords[language]}: ${t.note}`;
  if (!evidence) {
    const opening = lines[0] ? ` ${t.opening(lines.length, lines[0].text)}` : '';
    return { text: `${note}${opening}` };
  }
  const quoted = lines.length > 0 ? lines[pick(instruction, lines.length)]! : null;
  return { text: note, quotes: quoted ? [quoted] : [] };
}
