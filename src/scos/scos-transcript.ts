import type { ScosEntry } from '../../machines/scos/scos-conversation.types';
import type { ScosSettings } from '../../contracts/runtime-config';
import { kindOf } from './messages/message-kinds';
import { messageOf } from './scos-entries';

/**
 * The conversation as plain text with the configured "you"/"bot" labels; the configured filter
 * names the message types left out (default placeholders and DATA_ONLY).
 */
export function scosTranscript(entries: readonly ScosEntry[], settings: Pick<ScosSettings, 'transcriptFilter' | 'transcriptYouLabel' | 'transcriptBotLabel'>, apology: (code: string) => string): string {
  const left = new Set(settings.transcriptFilter.map((type) => type.toUpperCase()));
  return entries
    .flatMap((entry) => {
      if (entry.from === 'user') return [`${settings.transcriptYouLabel}: ${entry.text}`];
      if (entry.kind === 'typing') return left.has('PLACEHOLDER') ? [] : [`${settings.transcriptBotLabel}: …`];
      if (entry.kind === 'apology') return [`${settings.transcriptBotLabel}: ${apology(entry.code)}`];
      // The studio's note, not the bot's words.
      if (entry.kind === 'cut') return [];
      const { content } = messageOf(entry);
      // What a bot item reads as: its text, button and card labels, never raw data (its kind says).
      const text = kindOf(content).transcriptText(content);
      return left.has(content.type) || text === '' ? [] : [`${settings.transcriptBotLabel}: ${text}`];
    })
    .join('\n');
}

/** The configured file name with `{name}` and `{date}` (YYYY-MM-DD) filled in; unsafe characters become "-". */
export function transcriptFileName(pattern: string, name: string, now: Date): string {
  const date = now.toISOString().slice(0, 10);
  const safeName = name.replace(/[^\p{L}\p{N} _.-]+/gu, '-').trim() || 'chat';
  return pattern.replaceAll('{name}', safeName).replaceAll('{date}', date);
}

/**
 * The body of the naming call (`/v1/summarization`, platform.md §7: lines of `role: text`): what
 * was said, without apologies, typing rows or the filtered types.
 */
export function summaryBody(entries: readonly ScosEntry[], settings: Pick<ScosSettings, 'transcriptFilter'>): string {
  const said = entries.filter((entry) => !(entry.from === 'bot' && entry.kind === 'apology'));
  return scosTranscript(said, { transcriptFilter: settings.transcriptFilter, transcriptYouLabel: 'user', transcriptBotLabel: 'assistant' }, () => '');
}
