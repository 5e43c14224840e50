import type { StorageScope, Tenant } from '../../domain/chat';

/** tools.md §3: the spec's keys per tenant; trial uses the `_STACKIT` twins. */
export const storageBaseKeys = {
  chats: { corporate: 'PRIVATE_CHAT_HISTORY', trial: 'PRIVATE_CHAT_HISTORY_STACKIT' },
  documents: { corporate: 'RAG_UPLOADED_DOCS', trial: 'RAG_UPLOADED_DOCS_STACKIT' },
} as const satisfies Record<string, Record<Tenant, string>>;

export type ListName = keyof typeof storageBaseKeys;

// Dots are encoded too, so a subject can never spell another key's `.unreadable.` suffix.
const encodeSubject = (subject: string) => encodeURIComponent(subject).replace(/\./g, '%2E');

/** `PRIVATE_CHAT_HISTORY:<subject>`: one user never reads another's list on a shared browser. */
export function storageKey(list: ListName, { tenant, userId }: StorageScope): string {
  const base = storageBaseKeys[list][tenant];
  return userId === null ? base : `${base}:${encodeSubject(userId)}`;
}

/** Where unreadable data found under `key` is kept, untouched, from `at` (ms since the epoch) on. */
export const asideKeyPrefix = (key: string) => `${key}.unreadable.`;
export const asideKey = (key: string, at: number) => `${asideKeyPrefix(key)}${at}`;
