import { fromCallback, fromPromise } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import type { LoadedResults, VoxStoreCommand } from '../../machines/vox/vox-actors';
import { keptDays, maxKeptResults } from '../../machines/vox/vox-kept';
import type { VoxResult } from '../../machines/vox/vox.types';
import { isQuotaExceeded, type KeyValueStore } from '../persistence/key-value-store';
import { readVoxRecord, voxRecord, voxResultKeys } from './vox-records';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Vox's results in this browser: one record per result in the tab's one
 * key-value storage (`tabPersistence(platform).storage`), per tenant and user, at most
 * `maxKeptResults` for at most `keptDays`. Reading drops what has expired or is over the bound,
 * and sets aside what cannot be read (counted, so the user is told).
 */
export function voxResultsStore(storage: KeyValueStore, now: () => number = Date.now) {
  async function load(scope: StorageScope | null): Promise<LoadedResults> {
    if (!scope) return { results: [], unreadable: 0 };
    const prefix = voxResultKeys.prefix(scope);
    const keys = await storage.keys(prefix);
    const results: VoxResult[] = [];
    let unreadable = 0;
    for (const key of keys) {
      const id = key.slice(prefix.length);
      const value = await storage.get(key);
      const read = readVoxRecord(value);
      if ('result' in read && read.result.id === id) results.push(read.result);
      else if (!('newer' in read)) {
        unreadable += 1;
        await storage.set(voxResultKeys.asideKey(scope, id), value);
        await storage.delete(key);
      }
    }
    const oldest = now() - keptDays * dayMs;
    results.sort((a, b) => a.createdAt - b.createdAt);
    const expired = results.filter((result) => result.createdAt < oldest);
    const fresh = results.filter((result) => result.createdAt >= oldest);
    const over = fresh.slice(0, Math.max(0, fresh.length - maxKeptResults));
    for (const gone of [...expired, ...over]) await storage.delete(voxResultKeys.key(scope, gone.id));
    return { results: fresh.slice(over.length), unreadable };
  }

  return {
    loadResults: fromPromise<LoadedResults, { scope: StorageScope | null }>(({ input }) => load(input.scope)),
    /** Writes in the order told (a later write of a result never overtakes an earlier one); a refused write is told back. */
    storeResults: fromCallback<VoxStoreCommand>(({ receive, sendBack }) => {
      let writing = Promise.resolve();
      receive((command) => {
        const key = command.type === 'save' ? voxResultKeys.key(command.scope, command.result.id) : voxResultKeys.key(command.scope, command.id);
        writing = writing
          .then(() => (command.type === 'save' ? storage.set(key, voxRecord(command.result)) : storage.delete(key)))
          .catch((error: unknown) => sendBack({ type: 'vox.storeFailed', full: isQuotaExceeded(error) }));
      });
    }),
  };
}
