import { clockTime, type Transcript } from '../../machines/vox/transcript';

/** What a transcript can be exported as. */
export const exportFormats = ['srt', 'vtt', 'txt', 'docx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportTypes: Record<ExportFormat, string> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** `HH:MM:SS` and milliseconds, joined by `separator` (SubRip: a comma; WebVTT: a full stop). */
function cueTime(seconds: number, separator: ',' | '.'): string {
  const millis = Math.round(Math.max(0, Number.isFinite(seconds) ? seconds : 0) * 1000);
  return `${clockTime(Math.floor(millis / 1000))}${separator}${String(millis % 1000).padStart(3, '0')}`;
}
export const srtTime = (seconds: number) => cueTime(seconds, ',');
export const vttTime = (seconds: number) => cueTime(seconds, '.');

/** Lines of a cue's text: a blank line would end the cue, so there are none; no spaces at either end. */
const cueText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');

/** Each passage as the user sees it: its times, its speaker's name, its text. */
export function passagesOf({ speakers, segments }: Transcript) {
  const nameOf = (id: string) => speakers.find((speaker) => speaker.id === id)?.name ?? '';
  return segments.map((segment) => ({ start: segment.start, end: segment.end, speaker: nameOf(segment.speakerId), text: segment.text }));
}

/** SubRip: one numbered cue per passage, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, the speaker as a `Name: ` prefix of the text. */
export function toSrt(transcript: Transcript): string {
  return passagesOf(transcript)
    .map(({ start, end, speaker, text }, index) => `${index + 1}\n${srtTime(start)} --> ${srtTime(end)}\n${cueText(`${speaker}: ${text}`)}\n`)
    .join('\n');
}

/** WebVTT's escapes: text and a voice's name may hold neither `<` nor `&`, nor `>` (it would close the voice tag or spell `-->`). */
const vttEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** WebVTT: the header, then one numbered cue per passage, `HH:MM:SS.mmm --> HH:MM:SS.mmm`, the speaker as its voice (`<v Name>`). */
export function toWebVtt(transcript: Transcript): string {
  const cues = passagesOf(transcript).map(
    ({ start, end, speaker, text }, index) => `${index + 1}\n${vttTime(start)} --> ${vttTime(end)}\n<v ${vttEscape(speaker.replace(/\s+/g, ' '))}>${vttEscape(cueText(text))}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}

/** A passage's heading in the plain text and the Word document: its times and its speaker. */
export const passageHeading = ({ start, end, speaker }: { start: number; end: number; speaker: string }) => `[${clockTime(start)} – ${clockTime(end)}] ${speaker}`;

/** Plain text: the file's name, then one line per passage with its times and speaker. */
export function toPlainText(fileName: string, transcript: Transcript): string {
  const lines = passagesOf(transcript).map((passage) => `${passageHeading(passage)}: ${passage.text.replace(/\s*\r?\n\s*/g, ' ').trim()}`);
  return `${fileName}\n\n${lines.join('\n')}\n`;
}

/** The export's file name: the audio file's name without its extension, cleaned of characters file systems refuse. */
export function exportFileName(fileName: string, format: ExportFormat): string {
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^\.+/, '')
    .slice(0, 80);
  return `${stem || 'transcript'}.${format}`;
}
