import type { VoiceSegment } from '../../../contracts/main-api';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The transcription service's detailed answer (OpenAI-compatible `verbose_json`, or a diarized
 * one: `segments[{start, end, text, speaker?}]`) as the API's: its text and its passages. An
 * answer without passages (a plain `json` one) is one passage over the whole file (its
 * `duration`, when it says). null: the answer holds no text.
 */
export function transcriptOf(answer: unknown): { text: string; segments: VoiceSegment[] } | null {
  if (!isRecord(answer) || typeof answer.text !== 'string') return null;
  const segments = (Array.isArray(answer.segments) ? answer.segments : [])
    .filter(isRecord)
    .filter((segment) => typeof segment.text === 'string' && segment.text.trim() !== '')
    .map((segment): VoiceSegment => {
      const start = seconds(segment.start);
      const speaker = typeof segment.speaker === 'string' && segment.speaker.trim() !== '' ? segment.speaker.trim() : undefined;
      return { start, end: Math.max(start, seconds(segment.end)), text: String(segment.text).trim(), ...(speaker ? { speaker } : {}) };
    });
  if (segments.length > 0 || answer.text.trim() === '') return { text: answer.text, segments };
  return { text: answer.text, segments: [{ start: 0, end: seconds(answer.duration), text: answer.text.trim() }] };
}
