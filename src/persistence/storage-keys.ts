import type { StorageScope } from '../../domain/chat';

// Dots are encoded too, so a subject can never spell another key's `.unreadable.` suffix.
const encodeSubject = (subject: string) => encodeURIComponent(subject).replace(/\./g, '%2E');

/**
 * A tool's base key (tools.md §3: `PRIVATE_CHAT_HISTORY`, its tenant's twin) for the scope's user:
 * `PRIVATE_CHAT_HISTORY:<subject>`, so one user never reads another's list on a shared browser.
 */
export function scopedKey(base: string, { userId }: StorageScope): string {
  return userId === null ? base : `${base}:${encodeSubject(userId)}`;
}

/** Where unreadable data found under `key` is kept, untouched, from `at` (ms since the epoch) on. */
export const asideKeyPrefix = (key: string) => `${key}.unreadable.`;
export const asideKey = (key: string, at: number) => `${asideKeyPrefix(key)}${at}`;
