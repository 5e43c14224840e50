import type { StorageScope } from '../../domain/chat';
import type { KeyValueStore } from '../persistence/key-value-store';
import { scopedKey } from '../persistence/storage-keys';
import { isRecord } from '../persistence/stored-list';

/**
 * The component a user set last, kept per user beside their registry chats:
 * `ragStudioComponent:<user>` holds `{version: 1, key, title}`; the title names it in the notice
 * when it can no longer be set again.
 */
export const rememberedComponentKey = (scope: StorageScope) => scopedKey('ragStudioComponent', scope);

export interface RememberedComponent {
  key: string;
  title: string;
}

const version = 1;

/** A stored record as it was written; anything else (another version, a broken value) is nothing remembered. */
export function parseRememberedComponent(value: unknown): RememberedComponent | null {
  if (!isRecord(value) || value.version !== version) return null;
  const { key, title } = value;
  return typeof key === 'string' && key !== '' && typeof title === 'string' ? { key, title } : null;
}

/** The stored record of a remembered component. */
export const rememberedComponentRecord = ({ key, title }: RememberedComponent) => ({ version, key, title });

export function rememberedComponentStore(storage: KeyValueStore) {
  return {
    async recall(scope: StorageScope): Promise<RememberedComponent | null> {
      return parseRememberedComponent(await storage.get(rememberedComponentKey(scope)));
    },
    remember: (scope: StorageScope, component: RememberedComponent) =>
      storage.set(rememberedComponentKey(scope), rememberedComponentRecord(component)),
    forget: (scope: StorageScope) => storage.delete(rememberedComponentKey(scope)),
  };
}
