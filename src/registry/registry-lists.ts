import type { StorageScope } from '../../domain/chat';
import type { RegistryListName } from '../../machines/registry/registry.machine';
import { unverifiedReasons, type AnswerSource, type PassageLocation } from '../../domain/answer-source';
import { registryChatsLoaded, registryChatsMerged, type RegistryChat, type RegistryMessage } from '../../store/registry-chats.slice';
import { settledChat } from '../../domain/answer-end';
import { chatListKindOf, parseChat, repairChat } from '../persistence/chat-records';
import type { ListBinding } from '../persistence/list-effects';
import { scopedKey } from '../persistence/storage-keys';
import { isRecord, type ListKind } from '../persistence/stored-list';

/** tools.md §3: the registry's chats, for both tenants, per user like the general chat's. */
export const registryStorageKey = 'ragStudioChatHistory';
export const registryListKey = (scope: StorageScope) => scopedKey(registryStorageKey, scope);

const isText = (value: unknown): value is string => typeof value === 'string';

const isOffset = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function parseLocation(value: unknown): PassageLocation | undefined {
  if (!isRecord(value) || !isText(value.documentId) || value.documentId === '' || !isOffset(value.start) || !isOffset(value.end)) return undefined;
  return value.end > value.start ? { documentId: value.documentId, start: value.start, end: value.end } : undefined;
}

/**
 * What a component said of a source's passage: verified with where it stands,
 * or not with why. Said nothing (older stored answers, components that do not check), or
 * "verified" without a readable place: no mark.
 */
function checkOf(source: Record<string, unknown>): Pick<AnswerSource, 'verified' | 'unverifiedReason' | 'location'> {
  if (source.verified === true) {
    const location = parseLocation(source.location);
    return location ? { verified: true, location } : {};
  }
  if (source.verified !== false) return {};
  const reason = unverifiedReasons.find((known) => known === source.unverifiedReason);
  return { verified: false, unverifiedReason: reason ?? 'unknown' };
}

/** A stream's or a stored message's sources; the same shape both ways. */
export function parseSources(value: unknown): AnswerSource[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const sources = value.filter(
    (source): source is Record<string, unknown> & AnswerSource =>
      isRecord(source) && isText(source.document) && isText(source.section) && isText(source.passage),
  );
  return sources.map((source) => ({ document: source.document, section: source.section, passage: source.passage, ...checkOf(source) }));
}

/** The stored messages' sources, laid back over what the general chat's parser kept of them (it drops unknown fields). */
function withSources(chat: ReturnType<typeof parseChat>, raw: Record<string, unknown>, component: string): RegistryChat | undefined {
  if (!chat) return undefined;
  const stored = Array.isArray(raw.messages) ? raw.messages : [];
  const messages = chat.messages.map((message, index): RegistryMessage => {
    const rawMessage: unknown = stored[index];
    const sources = isRecord(rawMessage) && message.role === 'assistant' ? parseSources(rawMessage.sources) : undefined;
    return sources && sources.length > 0 ? { ...message, sources } : message;
  });
  return { ...chat, messages, component };
}

/** A stored registry chat: a chat (chat-records.ts) with the component it belongs to. */
const parseRegistryChat = (value: unknown) =>
  isRecord(value) && isText(value.component) && value.component !== '' ? withSources(parseChat(value), value, value.component) : undefined;
const repairRegistryChat = (value: unknown) =>
  isRecord(value) && isText(value.component) && value.component !== '' ? withSources(repairChat(value), value, value.component) : undefined;

export const registryChatListKind: ListKind<RegistryChat> = chatListKindOf(parseRegistryChat, repairRegistryChat);

const chats: ListBinding<RegistryChat> = {
  kind: registryChatListKind,
  keyOf: registryListKey,
  select: (state) => state.registryChats?.items ?? [],
  loaded: (items, initial) => (initial ? registryChatsLoaded({ chats: items }) : registryChatsMerged({ chats: items })),
  withPending: (items, pending, now) =>
    items.map((chat) => (chat.sessionId === pending.sessionId ? (settledChat(chat, { content: pending.content }, now) as RegistryChat) : chat)),
};

/** The registry's persisted list: in which slice it lives and under which key it is stored. */
export const registryListBindings: Record<RegistryListName, ListBinding<RegistryChat>> = { chats };
