import type { StorageScope, UploadedDocument } from '../../domain/chat';
import { documentListKind } from '../persistence/chat-records';
import type { ListKind } from '../persistence/stored-list';

/** One persisted list of a tool, as the take-along file carries it. */
export interface TakeAlongList<T = unknown> {
  /** The list's name within its tool ("chats", "documents"). */
  list: string;
  kind: ListKind<T>;
  keyOf(scope: StorageScope): string;
  /** Chats can be deleted here and brought back by a tick; other lists' deleted items stay deleted. */
  restorable: boolean;
  /** How long an item lives, counted from `bornAt` (createdAt for chats, the upload for documents). */
  maxAgeMs: number;
  bornAt(item: T): number;
  /** What the import summary calls an item (a chat's name; null: unnamed). */
  nameOf(item: T): string | null;
  /** The registry component an item belongs to, for the user's components rule; undefined: none. */
  componentOf?(item: T): string;
  /** The item as this browser takes it in (a chat's placeholder no page here will fill is settled). */
  imported?(item: T): T;
}

/** One setting of a tool kept beside its lists (a single stored record, no stamps). */
export interface TakeAlongSetting {
  name: string;
  keyOf(scope: StorageScope): string;
  /** The value as stored, or undefined when it is not one. */
  parse(value: unknown): unknown;
  /** The registry component the setting names, for the user's components rule. */
  componentOf?(value: unknown): string | undefined;
}

/**
 * What a tool that keeps chats gives the take-along file: its lists and settings
 * (`src/<tool>/<tool>.take-along.ts`, exported as `takeAlong`, named by the descriptor's `takeAlong`).
 */
export interface TakeAlongSection {
  tool: string;
  lists: readonly TakeAlongList[];
  settings: readonly TakeAlongSetting[];
}

/** Declares a tool's section; the generic keeps each list's kind and rules about one item type. */
export const takeAlongList = <T>(list: TakeAlongList<T>): TakeAlongList => list as unknown as TakeAlongList;

/** A tool's chats: restorable, aged from their creation, called by their names. */
export const takeAlongChats = <T extends { createdAt: number; name: string | null }>(
  chats: Pick<TakeAlongList<T>, 'kind' | 'keyOf' | 'maxAgeMs' | 'componentOf' | 'imported'>,
): TakeAlongList => takeAlongList<T>({ list: 'chats', restorable: true, bornAt: (chat) => chat.createdAt, nameOf: (chat) => chat.name, ...chats });

/** A tool's uploaded documents (the chat's stored kind): aged from their upload, called by their labels. */
export const takeAlongDocuments = (documents: Pick<TakeAlongList<UploadedDocument>, 'keyOf' | 'maxAgeMs'>): TakeAlongList =>
  takeAlongList<UploadedDocument>({
    list: 'documents',
    kind: documentListKind,
    restorable: false,
    bornAt: (document) => document.timeStamp,
    nameOf: (document) => document.option.label,
    ...documents,
  });
