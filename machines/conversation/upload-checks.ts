import { isAllowedUploadType, maxUploadBytes } from '../../domain/upload-allow-list';

/**
 * Client-side checks before a chat upload (tools.md §5), the same for picked, pasted and dropped
 * files, against the one allow-list (domain/upload-allow-list.ts). Pure: no browser API beyond
 * reading a File's name, type and size.
 */

/** What the checks need of a File (tests may pass plain objects). */
export type UploadCandidate = Pick<File, 'name' | 'type' | 'size'>;

/** Why a file is refused before upload; null when it may go. `empty`: 0 bytes, nothing to read. */
export type UploadRejection = 'type' | 'size' | 'empty';

/** The type is checked first, so a file that fails both is reported once, for its type. */
export function uploadRejection(file: UploadCandidate): UploadRejection | null {
  if (!isAllowedUploadType(file)) return 'type';
  if (file.size > maxUploadBytes) return 'size';
  // The backend could only answer 422 "no text", which tools.md §8 has logged, not shown.
  if (file.size === 0) return 'empty';
  return null;
}

/** Splits a batch into the files to upload (in order) and the refused ones. */
export function checkUploads<F extends UploadCandidate>(files: readonly F[]) {
  const accepted: F[] = [];
  const rejected: Array<{ file: F; reason: UploadRejection }> = [];
  for (const file of files) {
    const reason = uploadRejection(file);
    if (reason === null) accepted.push(file);
    else rejected.push({ file, reason });
  }
  return { accepted, rejected };
}
