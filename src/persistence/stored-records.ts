import type { z } from '../../contracts/zod';
import type { StorageScope, Tenant } from '../../domain/chat';
import { scopedKey } from './storage-keys';

/**
 * Where a tool keeps one record per item in the tab's key-value storage (IndexedDB), per tenant
 * and user: every item's key starts with `prefix(scope)`; a record that cannot be read is set
 * aside, untouched, under `asideKey` (outside the prefix the items are read from).
 */
export function storedRecordKeys(base: Record<Tenant, string>) {
  const prefix = (scope: StorageScope) => `${scopedKey(base[scope.tenant], scope)}/`;
  return {
    prefix,
    key: (scope: StorageScope, id: string) => `${prefix(scope)}${id}`,
    asideKey: (scope: StorageScope, id: string) => `${scopedKey(base[scope.tenant], scope)}.unreadable/${id}`,
  };
}

/** A stored value as read: a record of this version, one of a newer version (left alone), or one that cannot be read. */
export type ReadStoredRecord<T> = { record: T } | { newer: true } | { unreadable: true };

/**
 * Reads a versioned record (`{ version, … }`): a version above `currentVersion` is a later
 * studio's, never this one's to judge; anything else must be this version's `schema`.
 */
export function readStoredRecord<T>(value: unknown, currentVersion: number, schema: z.ZodType<T>): ReadStoredRecord<T> {
  const version = typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > currentVersion) return { newer: true };
  const record = schema.safeParse(value);
  return record.success ? { record: record.data } : { unreadable: true };
}
