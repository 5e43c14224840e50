import { extractText as pdfText } from 'unpdf';
import { maxIndexedCharacters, type UploadKind } from '../../../domain/upload-allow-list';
import { docxText, pptxText, xlsxText } from './extract-office';

async function rawText(kind: UploadKind, bytes: Buffer, decoded: string | null): Promise<string> {
  switch (kind) {
    case 'pdf':
      return (await pdfText(new Uint8Array(bytes), { mergePages: true })).text;
    case 'docx':
      return docxText(bytes);
    case 'xlsx':
      return xlsxText(bytes);
    case 'pptx':
      return pptxText(bytes);
    default:
      return decoded ?? '';
  }
}

/**
 * The document's text, normalised for indexing (NFC, `\n` line ends, no runs of blank lines),
 * cut at `maxIndexedCharacters`; `truncated` says whether it was.
 */
export async function extractText(kind: UploadKind, bytes: Buffer, decoded: string | null): Promise<{ text: string; truncated: boolean }> {
  const text = (await rawText(kind, bytes, decoded))
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: text.slice(0, maxIndexedCharacters), truncated: text.length > maxIndexedCharacters };
}

/** The 422 rule: a text document is usable when its text has at least one letter or digit. */
export const hasUsableText = (text: string) => /[\p{L}\p{N}]/u.test(text);
