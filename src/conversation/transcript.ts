import { isChatSentinel } from '../../domain/chat-sentinels';
import type { Chat } from '../../domain/chat';
import type { ContextReceipt } from '../../domain/context-receipt';

export type TranscriptFormat = 'text' | 'markdown';

/** The text a stored message shows as; sentinels (errors, typing) come through `describe`. */
type Describe = (content: string) => string;

/**
 * tools.md §7: the summarisation body is the transcript as lines of "role: text". Only what was
 * said: a typing placeholder or a stored error is no part of what the chat is about.
 */
export function summarizationTranscript(chat: Chat): string {
  return chat.messages
    .filter((m) => !isChatSentinel(m.content))
    .map((m) => `${m.role}: ${m.content.replace(/\s*\n\s*/g, ' ')}`)
    .join('\n');
}

/**
 * A downloadable transcript of one chat, as plain text or Markdown. An answer with a context
 * receipt is followed by it (`receipt` puts it in words; without it, none is written).
 */
export function transcript(
  chat: Chat,
  format: TranscriptFormat,
  labels: { you: string; assistant: string; untitled: string },
  describe: Describe,
  receipt?: (receipt: ContextReceipt) => string[],
): string {
  const title = chat.name ?? labels.untitled;
  const who = (role: Chat['messages'][number]['role']) => (role === 'user' ? labels.you : labels.assistant);
  const after = (m: Chat['messages'][number]) => (m.receipt && receipt ? ['', ...receipt(m.receipt)] : []);
  if (format === 'markdown') {
    return [`# ${title}`, '', ...chat.messages.flatMap((m) => [`**${who(m.role)}:**`, '', describe(m.content), ...after(m), ''])].join('\n');
  }
  return [title, '='.repeat(title.length), '', ...chat.messages.flatMap((m) => [`${who(m.role)}:`, describe(m.content), ...after(m), ''])].join('\n');
}

/** A file name from the chat name: letters, digits, dashes; never empty. */
export function transcriptFileName(chat: Chat, format: TranscriptFormat, untitled: string): string {
  const base = (chat.name ?? untitled).normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').slice(0, 60) || 'chat';
  return `${base}.${format === 'markdown' ? 'md' : 'txt'}`;
}
