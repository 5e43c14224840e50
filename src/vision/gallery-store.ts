import { fromCallback, fromPromise } from 'xstate';
import type { StorageScope } from '../../domain/chat';
import { storedGallery, type GalleryStoreCommand, type GalleryStoreReport, type LoadedGallery } from '../../machines/vision/gallery';
import type { GalleryImage } from '../../machines/vision/image-settings';
import { isQuotaExceeded, type KeyValueStore } from '../persistence/key-value-store';
import { galleryKeys, galleryRecord, readGalleryRecord } from './gallery-records';

/**
 * Vision Studio's gallery in this browser: one record per image in the tab's
 * one key-value storage (`tabPersistence(platform).storage`), per tenant and user, bounded by
 * `storedGallery`. Reading drops what has expired or is over the bound, sets aside what cannot be
 * read and leaves a newer version's records where they are (both counted, so the user is told).
 */
export function visionGalleryStore(storage: KeyValueStore, now: () => number = Date.now) {
  async function load(scope: StorageScope | null): Promise<LoadedGallery> {
    if (!scope) return { images: [], unreadable: 0, dropped: 0 };
    const prefix = galleryKeys.prefix(scope);
    const images: GalleryImage[] = [];
    let unreadable = 0;
    for (const key of await storage.keys(prefix)) {
      const uid = key.slice(prefix.length);
      const value = await storage.get(key);
      const read = readGalleryRecord(value);
      if ('image' in read && read.image.uid === uid) {
        images.push(read.image);
        continue;
      }
      unreadable += 1;
      if ('newer' in read) continue;
      await storage.set(galleryKeys.asideKey(scope, uid), value);
      await storage.delete(key);
    }
    const { kept, dropped } = storedGallery(images, now());
    for (const gone of dropped) await storage.delete(galleryKeys.key(scope, gone.uid));
    return { images: kept, unreadable, dropped: dropped.length };
  }

  return {
    loadImages: fromPromise<LoadedGallery, { scope: StorageScope | null }>(({ input }) => load(input.scope)),
    /** Writes in the order told; a refused write is told back with the images it did not keep. */
    storeImages: fromCallback<GalleryStoreCommand>(({ receive, sendBack }) => {
      let writing = Promise.resolve();
      receive((command) => {
        writing = writing
          .then(async () => {
            if (command.type === 'save') await storage.set(galleryKeys.key(command.scope, command.image.uid), galleryRecord(command.image));
            else for (const uid of command.uids) await storage.delete(galleryKeys.key(command.scope, uid));
          })
          .catch((error: unknown) => {
            const report: GalleryStoreReport = { type: 'gallery.storeFailed', full: isQuotaExceeded(error), uids: command.type === 'save' ? [command.image.uid] : [] };
            sendBack(report);
          });
      });
    }),
  };
}
