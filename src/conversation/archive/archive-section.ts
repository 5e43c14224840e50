import type { StorageScope, UploadedDocument } from '../../../domain/chat';
import { documentListKind } from '../../persistence/chat-records';
import type { ListKind } from '../../persistence/stored-list';

/** One persisted list of a tool, as the take-along file carries it. */
export interface ArchiveList<T = unknown> {
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
export interface ArchiveSetting {
  name: string;
  keyOf(scope: StorageScope): string;
  /** The value as stored, or undefined when it is not one. */
  parse(value: unknown): unknown;
  /** The registry component the setting names, for the user's components rule. */
  componentOf?(value: unknown): string | undefined;
}

/**
 * What a tool that keeps chats gives the take-along file: its lists and settings, found by file
 * name (`src/<tool>/<tool>.archive.ts`, exported as `archive`) as the descriptors are.
 */
export interface ArchiveSection {
  tool: string;
  lists: readonly ArchiveList[];
  settings: readonly ArchiveSetting[];
}

/** Declares a tool's section; the generic keeps each list's kind and rules about one item type. */
export const archiveList = <T>(list: ArchiveList<T>): ArchiveList => list as unknown as ArchiveList;

/** A tool's chats: restorable, aged from their creation, called by their names. */
export const archivedChats = <T extends { createdAt: number; name: string | null }>(
  chats: Pick<ArchiveList<T>, 'kind' | 'keyOf' | 'maxAgeMs' | 'componentOf' | 'imported'>,
): ArchiveList => archiveList<T>({ list: 'chats', restorable: true, bornAt: (chat) => chat.createdAt, nameOf: (chat) => chat.name, ...chats });

/** A tool's uploaded documents (the chat's stored kind): aged from their upload, called by their labels. */
export const archivedDocuments = (documents: Pick<ArchiveList<UploadedDocument>, 'keyOf' | 'maxAgeMs'>): ArchiveList =>
  archiveList<UploadedDocument>({
    list: 'documents',
    kind: documentListKind,
    restorable: false,
    bornAt: (document) => document.timeStamp,
    nameOf: (document) => document.option.label,
    ...documents,
  });
