/**
 * Client-side checks before a chat upload (tools.md §5), the same for picked, pasted and
 * dropped files. Pure: no browser API beyond reading a File's name, type and size.
 *
 * Allowed MIME types (the spec leaves the list open; one per allowed extension, plus the
 * aliases browsers and operating systems actually report):
 *   .pdf  application/pdf, application/x-pdf
 *   .txt  text/plain
 *   .jpeg .jpg  image/jpeg, image/pjpeg
 *   .png  image/png
 *   .docx application/vnd.openxmlformats-officedocument.wordprocessingml.document
 *   .xlsx application/vnd.openxmlformats-officedocument.spreadsheetml.sheet
 *   .pptx application/vnd.openxmlformats-officedocument.presentationml.presentation
 *   .csv  text/csv, application/csv, text/x-csv; and application/vnd.ms-excel only for a name
 *         ending in .csv (Windows with Excel reports CSV so; an .xls is not allowed)
 *   .json application/json, text/json
 * The type is compared without parameters and case; an empty type (unknown to the OS) fails.
 * The server checks the bytes again (docs/decisions.md "Upload checks").
 */

/** The chat's upload limit (tools.md §9): 7,000,000 bytes per file. */
export const maxUploadBytes = 7_000_000;

/** N of "file too big (max N MB)": the floor of the limit in millions of bytes. */
export const maxUploadMegabytes = Math.floor(maxUploadBytes / 1_000_000);

export const allowedUploadTypes: readonly string[] = [
  'application/pdf',
  'application/x-pdf',
  'text/plain',
  'image/jpeg',
  'image/pjpeg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/json',
  'text/json',
];

const excelCsvType = 'application/vnd.ms-excel';

/** What the checks need of a File (tests may pass plain objects). */
export type UploadCandidate = Pick<File, 'name' | 'type' | 'size'>;

/** Why a file is refused before upload; null when it may go. `empty`: 0 bytes, nothing to read. */
export type UploadRejection = 'type' | 'size' | 'empty';

const normalisedType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

export function isAllowedUploadType({ name, type }: Pick<UploadCandidate, 'name' | 'type'>): boolean {
  const mime = normalisedType(type);
  if (allowedUploadTypes.includes(mime)) return true;
  return mime === excelCsvType && name.toLowerCase().endsWith('.csv');
}

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
