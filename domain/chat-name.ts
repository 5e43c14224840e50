export const maxChatNameLength = 60;

/** One line, no Markdown emphasis or surrounding quotes, at most 60 characters, cut at a word. */
export function clampChatName(raw: string): string {
  const line = raw
    .replace(/[*_`#>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'„“”«»]+|["'„“”«»]+$/g, '')
    .replace(/[.:;,]+$/, '')
    .trim();
  if (line.length <= maxChatNameLength) return line;
  const room = line.slice(0, maxChatNameLength - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > maxChatNameLength / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

const rolePrefix = /^\s*(user|assistant|system)\s*:\s*/i;

/**
 * A name from the transcript (`role: text` lines) without a model: the user's first message,
 * which is what the chat is about more often than anything else in it.
 */
export function nameFromTranscript(transcript: string): string {
  const lines = transcript.split(/\r\n|\r|\n/);
  const firstUser = lines.find((line) => /^\s*user\s*:/i.test(line) && line.replace(rolePrefix, '').trim());
  const firstAny = lines.find((line) => line.replace(rolePrefix, '').trim());
  return clampChatName((firstUser ?? firstAny ?? '').replace(rolePrefix, ''));
}
