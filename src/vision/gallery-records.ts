import { z } from '../../contracts/zod';
import { pngProblem } from '../../domain/png-check';
import { aspectRatios, maxResults, minResults, type GalleryImage } from '../../machines/vision/image-settings';
import { storedRecordKeys, readStoredRecord } from '../persistence/stored-records';

/** Where a tenant's gallery is kept (IndexedDB, the tab's one connection), one record per image (its uid). */
export const galleryKeys = storedRecordKeys({ corporate: 'VISION_GALLERY', trial: 'VISION_GALLERY_STACKIT' });

/** The record's shape; a change of the image's shape is a new version with its migration from this one. */
export const galleryRecordVersion = 1;

const time = z.number().finite();
const imageV1 = z.object({
  uid: z.string().min(1),
  /** PNG, base64 without a data-URL prefix: checked again (domain/png-check.ts) when read. */
  base64: z.string(),
  placeholder: z.boolean(),
  createdAt: time,
  generationAt: time,
  position: z.number().int().min(1),
  of: z.number().int().min(1),
  sent: z.object({
    prompt: z.string(),
    negativePrompt: z.string(),
    count: z.number().int().min(minResults).max(maxResults),
    ratio: z.enum(aspectRatios),
    guidance: z.number().finite().min(0).nullable(),
  }),
});
const recordV1 = z.object({ version: z.literal(1), image: imageV1 });

/** What a stored value is: an image to show, or something not to show (a newer version's record, left alone; or one that cannot be read). */
export type ReadGalleryRecord = { image: GalleryImage } | { newer: true } | { unreadable: true };

export function readGalleryRecord(value: unknown): ReadGalleryRecord {
  const read = readStoredRecord(value, galleryRecordVersion, recordV1);
  if (!('record' in read)) return read;
  return pngProblem(read.record.image.base64) === null ? { image: { ...read.record.image, problem: null } } : { unreadable: true };
}

/** Version 1's record of an image (only PNGs to show are kept). */
export function galleryRecord({ uid, base64, placeholder, createdAt, generationAt, position, of, sent }: GalleryImage) {
  return { version: galleryRecordVersion, image: { uid, base64, placeholder, createdAt, generationAt, position, of, sent } };
}
