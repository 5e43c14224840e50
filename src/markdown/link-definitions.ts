import { Lexer } from 'marked';

/** A link reference definition (`[id]: https://… "title"`), which applies to the whole text. */
export interface LinkDefinition {
  /** Case-folded, whitespace-collapsed, as references are matched. */
  readonly label: string;
  readonly line: string;
}

const candidate = /^ {0,3}\[([^\]\n]+)\]:[ \t]*\S.*$/gm;
const normalise = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The one-line link definitions in `text` that Markdown accepts as such (a line that only looks
 * like one, such as `[d]: https://x "unclosed`, stays ordinary text). Definitions whose title
 * continues on the next line are not seen.
 */
export function linkDefinitions(text: string): LinkDefinition[] {
  const found: LinkDefinition[] = [];
  // Most answers have none: skip the line-by-line scan.
  if (!text.includes(']:')) return found;
  for (const match of text.matchAll(candidate)) {
    const line = match[0];
    if (Lexer.lex(line).every((token) => token.type === 'def')) found.push({ label: normalise(match[1] ?? ''), line });
  }
  return found;
}

/** The definitions a block of Markdown could refer to, as lines to put before it. */
export function definitionsUsedBy(source: string, definitions: readonly LinkDefinition[]): string {
  if (definitions.length === 0 || !source.includes('[')) return '';
  const folded = source.replace(/\s+/g, ' ').toLowerCase();
  return definitions
    .filter(({ label }) => folded.includes(`[${label}]`))
    .map(({ line }) => line)
    .join('\n');
}
