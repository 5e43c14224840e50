import type { ComponentSource as WireComponentSource } from '../../../contracts/registry-api';
import type { Passage } from '../documents/passage-search';
import type { AnswerLanguage } from '../http/language';
import { noModelWords } from '../no-model-words';
import type { FoundPassage } from './knowledge-index';
import { checkSource, type ComponentDocument, type SourceCheck } from './source-check';

/**
 * One source under an answer: the excerpt shown (`passage`, at most `excerptLength` characters),
 * and whether the full passage is in its document, always checked here.
 */
export type ComponentSource = Pick<WireComponentSource, 'document' | 'section' | 'passage'> & SourceCheck;

export const excerptLength = 280;

const texts = {
  en: {
    noModel: (title: string) => `${noModelWords.en}, so here is what **${title}** says about your question:`,
    nothing: (title: string) => `Nothing in **${title}** matches your question. Try words that appear in it, or ask its contact.`,
  },
  de: {
    noModel: (title: string) => `${noModelWords.de}, deshalb hier, was **${title}** zu deiner Frage sagt:`,
    nothing: (title: string) => `In **${title}** passt nichts zu deiner Frage. Versuch es mit Wörtern, die darin vorkommen, oder frag die Kontaktperson.`,
  },
} as const;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= excerptLength) return flat;
  const cut = flat.slice(0, excerptLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), excerptLength / 2))}…`;
}

/**
 * The answer's sources, each checked with its full passage (not the excerpt) against the document
 * it names as it is now: an index older than its document cites text that is no longer there.
 */
export const sourcesOf = (passages: readonly FoundPassage[], documents: readonly ComponentDocument[]): ComponentSource[] =>
  passages.map((passage) => ({
    document: passage.document,
    section: passage.heading,
    passage: excerpt(passage.content),
    ...checkSource(documents, passage.document, passage.content),
  }));

/** The answer without a model: the matching sections, quoted under their headings (Markdown). */
export function offlineComponentAnswer(title: string, passages: readonly FoundPassage[], language: AnswerLanguage): string {
  const t = texts[language];
  if (passages.length === 0) return t.nothing(title);
  const quoted = passages.map((passage) => `**${passage.heading}**\n\n${passage.content.split('\n').map((line) => `> ${line}`).join('\n')}`);
  return [t.noModel(title), ...quoted].join('\n\n');
}

/** The passages in the shape the chat's model context takes; the "file" a model cites is the section. */
export const modelPassages = (passages: readonly FoundPassage[]): Passage[] =>
  passages.map((passage) => ({ docHash: '', fileName: `${passage.document}: ${passage.heading}`, seq: passage.seq, content: passage.content }));
