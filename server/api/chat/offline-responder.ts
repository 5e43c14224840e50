import type { DocumentRef } from '../documents/document-store';
import type { Passage } from '../documents/passage-search';

const noModel = 'No language model is configured for this reference API (set LLM_BASE_URL to connect one)';

const quote = (text: string) => text.split('\n').map((line) => `> ${line}`).join('\n');
const names = (files: readonly string[]) => [...new Set(files)].map((name) => `**${name}**`).join(', ');

/**
 * The answer when no model is configured: the best passages, quoted and attributed to their
 * files, under a plain statement that no model wrote it. Markdown, as the studio renders it.
 * `uploadedCount`: the user's current uploads, so a chat without a ticked one is told to tick one.
 */
export function offlineAnswer(passages: readonly Passage[], documents: readonly DocumentRef[], uploadedCount = 0): string {
  if (documents.length === 0 && uploadedCount > 0) {
    return `${noModel}, and no document is ticked for this chat. Tick one of your uploaded documents in the document list and ask again.`;
  }
  if (documents.length === 0) {
    return `${noModel}, and this chat has no documents to answer from. Upload a document (pdf, docx, xlsx, pptx, csv, json or txt) and ask about it.`;
  }
  if (passages.length === 0) {
    return `${noModel}, and no passage in ${names(documents.map((doc) => doc.fileName))} matches your question. Try words that appear in the document.`;
  }
  const quoted = passages.map((passage) => `${quote(passage.content)}\n>\n> — *${passage.fileName}*`);
  return [
    `${noModel}, so here are the passages from your documents that best match your question:`,
    ...quoted,
    `Sources: ${names(passages.map((passage) => passage.fileName))}`,
  ].join('\n\n');
}

/** Pieces of a few words each (whitespace kept), so the client sees the answer arrive in parts. */
export function streamingPieces(text: string, wordsPerPiece = 4): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
