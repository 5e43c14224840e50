import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '../../../domain/upload-allow-list';
import { detectedExtension, isTextKind } from './file-kinds';
import { decodeText } from './text-decoding';

export type Verified = { text: string | null } | { refused: string };

/** Formats file-type recognises that are themselves text, and may sit in a .txt or .csv. */
const textualDetections = new Set(['xml', 'ics', 'vtt']);

/**
 * Whether the bytes are what the file claims to be. Binary formats must carry their own
 * signature (file-type reads magic bytes, and for Office files the package's content types);
 * text formats must be text, and JSON must parse. Returns the decoded text of text formats.
 */
export async function verifyContent(bytes: Uint8Array, kind: UploadKind): Promise<Verified> {
  const detected = await fileTypeFromBuffer(bytes);
  const label = kind.toUpperCase();
  if (!isTextKind(kind)) {
    if (detected?.ext === detectedExtension(kind)) return { text: null };
    return { refused: detected ? `The content is ${detected.ext.toUpperCase()}, not ${label}.` : `The content is not a ${label} file.` };
  }
  if (detected && !textualDetections.has(detected.ext)) {
    return { refused: `The content is ${detected.ext.toUpperCase()}, not ${label}.` };
  }
  const decoded = decodeText(bytes, kind !== 'json');
  if ('refused' in decoded) return decoded;
  const text = decoded.text.replace(/^\uFEFF/, '');
  if (kind === 'json') {
    try {
      JSON.parse(text);
    } catch {
      return { refused: 'The content is not valid JSON.' };
    }
  }
  return { text };
}
