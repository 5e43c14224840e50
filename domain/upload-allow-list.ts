/**
 * The documents a chat takes (platform.md §5, tools.md §5, §9): the kinds, their extensions, the
 * content types a browser or operating system declares them as, and the size limit. The one list
 * the client checks, the file picker's `accept` and the reference API read; the API also checks
 * the bytes (docs/decisions.md "Upload checks").
 */
export type UploadKind = 'pdf' | 'txt' | 'jpeg' | 'png' | 'docx' | 'xlsx' | 'pptx' | 'csv' | 'json';

export interface UploadKindInfo {
  extensions: readonly string[];
  /** The content types such a file is declared as; the first is the one it is stored and reported as. */
  declaredAs: readonly [string, ...string[]];
  /**
   * Types that stand for this kind only on a file named with one of its extensions: Excel on
   * Windows declares a .csv as `application/vnd.ms-excel` (an .xls is not allowed); some
   * browsers send .csv and .json as `text/plain`.
   */
  declaredWithExtension?: readonly string[];
}

export const uploadKinds: Readonly<Record<UploadKind, UploadKindInfo>> = {
  pdf: { extensions: ['.pdf'], declaredAs: ['application/pdf', 'application/x-pdf'] },
  txt: { extensions: ['.txt'], declaredAs: ['text/plain'] },
  jpeg: { extensions: ['.jpeg', '.jpg'], declaredAs: ['image/jpeg', 'image/pjpeg', 'image/jpg'] },
  png: { extensions: ['.png'], declaredAs: ['image/png'] },
  docx: { extensions: ['.docx'], declaredAs: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  xlsx: { extensions: ['.xlsx'], declaredAs: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  pptx: { extensions: ['.pptx'], declaredAs: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
  csv: {
    extensions: ['.csv'],
    declaredAs: ['text/csv', 'application/csv', 'text/x-csv'],
    declaredWithExtension: ['application/vnd.ms-excel', 'text/plain'],
  },
  json: { extensions: ['.json'], declaredAs: ['application/json', 'text/json'], declaredWithExtension: ['text/plain'] },
};

export const uploadKindNames = Object.keys(uploadKinds) as UploadKind[];

/**
 * Text beyond this many characters is not indexed: far more than any chat can use. The upload's
 * answer says when a document's text was cut here (`text_truncated`), and the studio tells the user.
 */
export const maxIndexedCharacters = 5_000_000;

/** tools.md §9: 7,000,000 bytes per file. */
export const maxUploadBytes = 7_000_000;

/** N of "file too big (max N MB)": the floor of the limit in millions of bytes (tools.md §5). */
export const maxUploadMegabytes = Math.floor(maxUploadBytes / 1_000_000);

/** The file picker's `accept`: the allowed extensions. */
export const uploadAccept = uploadKindNames.flatMap((kind) => uploadKinds[kind].extensions).join(',');

/** A declared content type without parameters, lower case ('' when none). */
export const normalisedMediaType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

/** The name's extension with its dot, lower case; '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * The client's check (tools.md §5: the MIME type must be in the allowed list): a type one kind
 * is declared as, or one it is declared as only with its extension, on a file named so. An empty
 * type (unknown to the operating system) is not allowed.
 */
export function isAllowedUploadType({ name, type }: { name: string; type: string }): boolean {
  const mime = normalisedMediaType(type);
  const extension = extensionOf(name);
  return uploadKindNames.some((kind) => {
    const info = uploadKinds[kind];
    return info.declaredAs.includes(mime) || (info.extensions.includes(extension) && (info.declaredWithExtension ?? []).includes(mime));
  });
}

/** Declared types that say nothing about the content: the name decides. */
const unspecificTypes = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export type UploadClaim = { kind: UploadKind } | { refused: string };

/**
 * The kind a file claims to be (the API's check before it reads the bytes), from its name's
 * extension and its declared type: both must agree when both are specific; a file without an
 * extension is taken by its type.
 */
export function claimedUploadKind(fileName: string, declaredType: string): UploadClaim {
  const extension = extensionOf(fileName);
  const declared = normalisedMediaType(declaredType);
  const byExtension = uploadKindNames.find((kind) => uploadKinds[kind].extensions.includes(extension));
  if (extension && !byExtension) return { refused: `Files of type ${extension} are not supported.` };
  if (byExtension) {
    const info = uploadKinds[byExtension];
    const agrees = unspecificTypes.has(declared) || info.declaredAs.includes(declared) || (info.declaredWithExtension ?? []).includes(declared);
    return agrees ? { kind: byExtension } : { refused: `The file is named ${extension} but was sent as ${declared}.` };
  }
  const byType = uploadKindNames.find((kind) => uploadKinds[kind].declaredAs[0] === declared);
  return byType ? { kind: byType } : { refused: 'The file type is not supported.' };
}
