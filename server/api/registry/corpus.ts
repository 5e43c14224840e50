import { existsSync, readFileSync } from 'node:fs';
import type { AnswerLanguage } from '../http/language';
import type { ComponentDocument } from './source-check';

/** One section of a sample component's corpus: the unit that is searched and cited. */
export interface CorpusPassage {
  language: AnswerLanguage;
  /** The corpus's title, e.g. "Travel policy" / "Reiserichtlinie". */
  document: string;
  heading: string;
  seq: number;
  content: string;
}

const languages: readonly AnswerLanguage[] = ['en', 'de'];
const safeName = /^[a-z0-9][a-z0-9-]*$/;
const corpusFile = (component: string, language: AnswerLanguage) => new URL(`./corpora/${component}.${language}.md`, import.meta.url);

const titleOf = (text: string) => /^# (.+)$/m.exec(text)?.[1]?.trim() ?? '';

/** `# Title` then `## Heading` sections; each section is one passage. */
export function parseCorpus(text: string, language: AnswerLanguage): CorpusPassage[] {
  const title = titleOf(text);
  const sections = text.split(/^## /m).slice(1);
  return sections.map((section, seq) => {
    const [heading = '', ...body] = section.split('\n');
    return { language, document: title, heading: heading.trim(), seq, content: body.join('\n').trim() };
  });
}

/** Whether this API serves a sample component of that name (it has a corpus in both languages). */
export const hasCorpus = (component: string) =>
  safeName.test(component) && languages.every((language) => existsSync(corpusFile(component, language)));

const readText = (component: string, language: AnswerLanguage) => readFileSync(corpusFile(component, language), 'utf8');

/** Both languages' passages of a sample component. */
export function readCorpus(component: string): CorpusPassage[] {
  return languages.flatMap((language) => parseCorpus(readText(component, language), language));
}

/**
 * A sample component's documents as they are now on disk (one per language, `<component>.<language>`):
 * what its sources are checked against and its passages are shown in.
 */
export function corpusDocuments(component: string): ComponentDocument[] {
  return languages.map((language) => {
    const text = readText(component, language);
    return { id: `${component}.${language}`, title: titleOf(text), text };
  });
}
