import { maskPersonalData } from '../../domain/personal-data';

/** One person heard in a file; the name is the user's to change, once for the whole file. */
export interface Speaker {
  id: string;
  name: string;
}

/** One passage of a transcript: its times in seconds from the start, its text (as the user edited it) and who said it. */
export interface Segment {
  id: string;
  start: number;
  end: number;
  text: string;
  speakerId: string;
}

export interface Transcript {
  speakers: Speaker[];
  segments: Segment[];
}

/**
 * A passage as the transcription gives it (the service's detailed answer, or the mock): the
 * speaker's label when the service names one, otherwise the default name (“Speaker 1”) the
 * studio puts there in the interface's language.
 */
export interface HeardSegment {
  start: number;
  end: number;
  text: string;
  speaker: string;
}

const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/** The transcript of what was heard: one speaker per distinct label, in order of appearance; times never negative or backwards. */
export function transcriptFrom(heard: readonly HeardSegment[]): Transcript {
  const speakers: Speaker[] = [];
  const segments = heard.map((passage, index): Segment => {
    let speaker = speakers.find((known) => known.name === passage.speaker);
    if (!speaker) {
      speaker = { id: `speaker-${speakers.length + 1}`, name: passage.speaker };
      speakers.push(speaker);
    }
    const start = seconds(passage.start);
    return { id: `segment-${index + 1}`, start, end: Math.max(start, seconds(passage.end)), text: passage.text.trim(), speakerId: speaker.id };
  });
  return { speakers, segments };
}

/** A new speaker's id in this transcript. */
export const nextSpeakerId = (speakers: readonly Speaker[]) => {
  let n = speakers.length + 1;
  while (speakers.some((speaker) => speaker.id === `speaker-${n}`)) n += 1;
  return `speaker-${n}`;
};

/** `HH:MM:SS`, whole seconds (what the model reads and the plain text shows). */
export function clockTime(totalSeconds: number): string {
  const whole = Math.floor(seconds(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/** `HH:MM:SS` (or `MM:SS`, `SS`) as seconds; null for anything else. */
export function secondsOf(clock: string): number | null {
  const match = /^\s*(?:(?:(\d{1,2}):)?(\d{1,2}):)?(\d{1,2})(?:[.,](\d{1,3}))?\s*$/.exec(clock);
  if (!match) return null;
  const [, hours = '0', minutes = '0', secs = '0', fraction = ''] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + (fraction ? Number(`0.${fraction}`) : 0);
}

/**
 * What is sent for a summary or an evaluation: one line per passage with its time, the speaker by
 * position (“Speaker 2”, never the name the user gave: names are personal data too), the text
 * with its personal data masked.
 */
export function analysisText({ speakers, segments }: Transcript): string {
  const position = (id: string) => speakers.findIndex((speaker) => speaker.id === id) + 1;
  return segments.map((segment) => `[${clockTime(segment.start)}] Speaker ${position(segment.speakerId)}: ${maskPersonalData(segment.text)}`).join('\n');
}
