/** The gallery stored in this browser, per tenant and user — its bounds, its storage's commands and notices. */
import type { StorageScope } from '../../domain/chat';
import type { GalleryImage } from './image-settings';

/** Images stored in this browser per tenant and user: at most this many (the oldest go first)… */
export const maxStoredImages = 100;
/** …for at most this long after they were made. */
export const storedForDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** What the gallery's storage (the `storeImages` actor) is told: each change as it happens. */
export type GalleryStoreCommand = { type: 'save'; scope: StorageScope; image: GalleryImage } | { type: 'delete'; scope: StorageScope; uids: string[] };

/** What the storage tells back: a write was refused (`full`: for lack of space; `uids`: the images not kept). */
export type GalleryStoreReport = { type: 'gallery.storeFailed'; full: boolean; uids: string[] };

/** The stored images of a scope, as `loadImages` finds them. */
export interface LoadedGallery {
  /** Newest generation first. */
  images: GalleryImage[];
  /** Records that could not be read (damaged, or of a newer version): not shown, not overwritten. */
  unreadable: number;
  /** Images removed for age or beyond the bound. */
  dropped: number;
}

/** What the gallery's storage has to say; nothing while it goes well. */
export type GalleryNotice =
  | { kind: 'unreadable'; count: number }
  | { kind: 'dropped'; count: number }
  | { kind: 'loadFailed' }
  | { kind: 'storageFull' }
  | { kind: 'saveFailed' };

export type GalleryNoticeKind = GalleryNotice['kind'];

/** The notices with `notice` in place of one of its kind (a count adds up). */
export function withNotice(notices: readonly GalleryNotice[], notice: GalleryNotice): GalleryNotice[] {
  const earlier = notices.find((each) => each.kind === notice.kind);
  const merged = earlier && 'count' in earlier && 'count' in notice ? { ...notice, count: earlier.count + notice.count } : notice;
  return [...notices.filter((each) => each.kind !== notice.kind), merged];
}

/** The gallery's order: newest generation first, a generation's images in the order they came. */
export const newestFirst = (a: GalleryImage, b: GalleryImage) => b.generationAt - a.generationAt || a.position - b.position;

/** What stays of stored images at `now`: none older than `storedForDays`, at most `maxStoredImages`, newest first. */
export function storedGallery(images: readonly GalleryImage[], now: number): { kept: GalleryImage[]; dropped: GalleryImage[] } {
  const oldest = now - storedForDays * dayMs;
  const sorted = [...images].sort(newestFirst);
  const fresh = sorted.filter((image) => image.createdAt >= oldest);
  const expired = sorted.filter((image) => image.createdAt < oldest);
  return { kept: fresh.slice(0, maxStoredImages), dropped: [...fresh.slice(maxStoredImages), ...expired] };
}
