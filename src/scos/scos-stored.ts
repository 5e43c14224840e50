import type { ApologyCode, RestoredChat, ScosEntry } from '../../machines/scos/scos-conversation.types';
import type { UploadedDocument } from '../../domain/chat';
import type { ScosChat, StoredScosRow } from '../../store/scos-chats.slice';
import type { ParseContext } from './messages/message-parts';
import { parseItem, type ScosMessage } from './messages/parse-item';

/** The rows worth keeping: everything but the typing row. */
export function storedRows(entries: readonly ScosEntry[]): StoredScosRow[] {
  return entries.flatMap((entry): StoredScosRow[] => {
    if (entry.from === 'user') return [{ from: 'user', text: entry.text }];
    if (entry.kind === 'typing') return [];
    if (entry.kind === 'apology') return [{ from: 'bot', apology: entry.code }];
    if (entry.kind === 'cut') return [{ from: 'bot', cut: entry.cut }];
    const message = entry.message as ScosMessage;
    return [{ from: 'bot', item: message.raw, chips: message.chips.length > 0, disabled: entry.disabled }];
  });
}

/**
 * A saved chat as the conversation opens it: each bot item parsed again by the reply schema (so
 * it renders as it did, and a URL is checked again); a chat's documents that are no longer in the
 * list (expired, deleted) are left out.
 */
export function restoredChat(chat: ScosChat, documents: readonly UploadedDocument[], parse: ParseContext): RestoredChat {
  const entries = chat.messages.map((row, index): ScosEntry => {
    const id = index + 1;
    if (row.from === 'user') return { id, from: 'user', text: row.text };
    if ('apology' in row) return { id, from: 'bot', kind: 'apology', code: row.apology as ApologyCode };
    if ('cut' in row) return { id, from: 'bot', kind: 'cut', cut: row.cut };
    const message = parseItem(row.item, parse);
    return { id, from: 'bot', kind: 'item', message: row.chips ? message : { ...message, chips: [] }, disabled: row.disabled };
  });
  const names = new Map(documents.map((document) => [document.option.value, document.option.label]));
  return {
    sessionId: chat.sessionId,
    name: chat.name,
    entries,
    documents: chat.documents.flatMap((hash) => (names.has(hash) ? [{ name: names.get(hash)!, hash }] : [])),
  };
}
