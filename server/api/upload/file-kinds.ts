import { uploadKinds, type UploadKind } from '../../../domain/upload-allow-list';

/**
 * What the API adds to the shared allow-list (domain/upload-allow-list.ts): the extension
 * file-type reports for each binary kind's bytes. Text kinds have none; their bytes are checked
 * as text (verify-content.ts).
 */
const detectedAs: Readonly<Partial<Record<UploadKind, string>>> = {
  pdf: 'pdf',
  jpeg: 'jpg',
  png: 'png',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
};

export const detectedExtension = (kind: UploadKind): string | undefined => detectedAs[kind];

export const isTextKind = (kind: UploadKind) => detectedAs[kind] === undefined;

/** The type a kind is stored and reported as. */
export const mediaTypeOf = (kind: UploadKind) => uploadKinds[kind].declaredAs[0];
