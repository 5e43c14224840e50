import type { DocumentRef } from '../documents/document-store';
import type { Passage } from '../documents/passage-search';
import type { AnswerLanguage } from '../http/language';
import { noModelWords } from '../no-model-words';

const quote = (text: string) => text.split('\n').map((line) => `> ${line}`).join('\n');
const names = (files: readonly string[]) => [...new Set(files)].map((name) => `**${name}**`).join(', ');

/** The offline texts in both languages of the studio (the request's Accept-Language picks one). */
const texts = {
  en: {
    noModel: noModelWords.en,
    noneTicked: 'and no document is ticked for this chat. Tick one of your uploaded documents in the document list and ask again.',
    noDocuments: 'and this chat has no documents to answer from. Upload a document (pdf, docx, xlsx, pptx, csv, json or txt) and ask about it.',
    noPassage: (files: string) => `and no passage in ${files} matches your question. Try words that appear in the document.`,
    passages: 'so here are the passages from your documents that best match your question:',
    sources: 'Sources',
  },
  de: {
    noModel: noModelWords.de,
    noneTicked: 'und für diesen Chat ist kein Dokument angehakt. Hake eines deiner hochgeladenen Dokumente in der Dokumentliste an und frag noch einmal.',
    noDocuments: 'und dieser Chat hat keine Dokumente, aus denen er antworten kann. Lade ein Dokument hoch (pdf, docx, xlsx, pptx, csv, json oder txt) und frag danach.',
    noPassage: (files: string) => `und keine Stelle in ${files} passt zu deiner Frage. Versuch es mit Wörtern, die im Dokument vorkommen.`,
    passages: 'deshalb hier die Stellen aus deinen Dokumenten, die am besten zu deiner Frage passen:',
    sources: 'Quellen',
  },
} as const;

/**
 * The answer when no model is configured: the best passages, quoted and attributed to their
 * files, under a plain statement that no model wrote it. Markdown, as the studio renders it.
 * `uploadedCount`: the user's current uploads, so a chat without a ticked one is told to tick one.
 */
export function offlineAnswer(passages: readonly Passage[], documents: readonly DocumentRef[], uploadedCount = 0, language: AnswerLanguage = 'en'): string {
  const t = texts[language];
  if (documents.length === 0) return `${t.noModel}, ${uploadedCount > 0 ? t.noneTicked : t.noDocuments}`;
  if (passages.length === 0) return `${t.noModel}, ${t.noPassage(names(documents.map((doc) => doc.fileName)))}`;
  const quoted = passages.map((passage) => `${quote(passage.content)}\n>\n> — *${passage.fileName}*`);
  return [`${t.noModel}, ${t.passages}`, ...quoted, `${t.sources}: ${names(passages.map((passage) => passage.fileName))}`].join('\n\n');
}

/** Pieces of a few words each (whitespace kept), so the client sees the answer arrive in parts. */
export function streamingPieces(text: string, wordsPerPiece = 4): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
