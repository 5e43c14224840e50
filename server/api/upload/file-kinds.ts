/** The upload kinds of platform.md §5 / tools.md §5 and the names they may be claimed by. */
export type FileKind = 'pdf' | 'txt' | 'jpeg' | 'png' | 'docx' | 'xlsx' | 'pptx' | 'csv' | 'json';

export interface KindInfo {
  extensions: readonly string[];
  /** Stored and reported as this type. */
  mediaType: string;
  /** Part content types that browsers and operating systems send for such a file. */
  declaredAs: readonly string[];
  /** The extension file-type reports for these bytes; text kinds have none. */
  detectedAs?: string;
}

export const kinds: Record<FileKind, KindInfo> = {
  pdf: { extensions: ['.pdf'], mediaType: 'application/pdf', declaredAs: ['application/pdf', 'application/x-pdf'], detectedAs: 'pdf' },
  txt: { extensions: ['.txt'], mediaType: 'text/plain', declaredAs: ['text/plain'] },
  jpeg: { extensions: ['.jpeg', '.jpg'], mediaType: 'image/jpeg', declaredAs: ['image/jpeg', 'image/pjpeg', 'image/jpg'], detectedAs: 'jpg' },
  png: { extensions: ['.png'], mediaType: 'image/png', declaredAs: ['image/png'], detectedAs: 'png' },
  docx: {
    extensions: ['.docx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declaredAs: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    detectedAs: 'docx',
  },
  xlsx: {
    extensions: ['.xlsx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    declaredAs: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    detectedAs: 'xlsx',
  },
  pptx: {
    extensions: ['.pptx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    declaredAs: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    detectedAs: 'pptx',
  },
  // Windows browsers send Excel's type for .csv files; some send text/plain.
  csv: {
    extensions: ['.csv'],
    mediaType: 'text/csv',
    declaredAs: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'],
  },
  json: { extensions: ['.json'], mediaType: 'application/json', declaredAs: ['application/json', 'text/json', 'text/plain'] },
};

const fileKinds = Object.keys(kinds) as FileKind[];

/** Declared types that say nothing about the content. */
const unspecific = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

export const isTextKind = (kind: FileKind) => kinds[kind].detectedAs === undefined;

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

export type Claim = { kind: FileKind } | { refused: string };

/**
 * The kind a file claims to be, from its name's extension and the part's content type.
 * Both must agree when both are specific; a file without extension is taken by its type.
 */
export function claimedKind(fileName: string, declaredType: string): Claim {
  const extension = extensionOf(fileName);
  const declared = (declaredType.split(';')[0] ?? '').trim().toLowerCase();
  const byExtension = fileKinds.find((kind) => kinds[kind].extensions.includes(extension));
  if (extension && !byExtension) return { refused: `Files of type ${extension} are not supported.` };
  if (byExtension) {
    if (unspecific.has(declared) || kinds[byExtension].declaredAs.includes(declared)) return { kind: byExtension };
    return { refused: `The file is named ${extension} but was sent as ${declared}.` };
  }
  const byType = fileKinds.find((kind) => kinds[kind].declaredAs[0] === declared || kinds[kind].mediaType === declared);
  return byType ? { kind: byType } : { refused: 'The file type is not supported.' };
}
