/**
 * The shape docs/decisions.md keeps: a title and a short introduction, a contents list, then every
 * paragraph under one of the agreed subjects (in their order), sub-headings only inside a subject,
 * and no tracker numbers (a reader of the repository cannot follow them).
 */
export const decisionSubjects = [
  'Sign-in and sessions',
  'Identity and tenants',
  'Access',
  'Storage',
  'The conversation kit',
  'Chat',
  'Audit assistant',
  'Registry',
  'Customer service',
  'Vision Studio',
  'Vox',
  'The server',
  'Operations',
  'Security headers',
  'Performance',
  'Look',
  'Accessibility',
  'Code layout',
  'Tooling and tests',
] as const;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
}

interface Heading {
  level: 2 | 3;
  text: string;
  line: number;
}

const contentsEntry = /^(\s*)- \[([^\]]+)\]\(#([^)]+)\)$/;

/** Every way the document misses its shape, each naming its line; empty when it keeps it. */
export function outlineProblems(markdown: string): string[] {
  const lines = markdown.split('\n');
  const problems: string[] = [];
  const contentsAt = lines.indexOf('## Contents');
  if (contentsAt < 0) return ['no "## Contents" list'];
  const firstHeading = lines.findIndex((line, index) => index > 0 && line.startsWith('## '));
  if (firstHeading !== contentsAt) problems.push(`line ${firstHeading + 1}: a heading before the contents list`);

  const entries: { level: 2 | 3; text: string; anchor: string; line: number }[] = [];
  let index = contentsAt + 1;
  for (; index < lines.length && !lines[index]!.startsWith('#'); index += 1) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const entry = contentsEntry.exec(line);
    if (!entry && entries.length > 0) break; // the list has ended: what follows must sit under a subject
    if (!entry) problems.push(`line ${index + 1}: not a contents entry: ${line}`);
    else entries.push({ level: entry[1] === '' ? 2 : 3, text: entry[2]!, anchor: entry[3]!, line: index + 1 });
  }
  if (entries.length === 0) problems.push('the contents list is empty');

  const headings: Heading[] = [];
  let subject: string | undefined;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const heading = /^(#{2,6}) (.+)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      if (level > 3) problems.push(`line ${index + 1}: only ## subjects and ### sub-headings: ${line}`);
      else headings.push({ level: level as 2 | 3, text: heading[2]!, line: index + 1 });
      if (level === 2) subject = heading[2];
      else if (subject === undefined) problems.push(`line ${index + 1}: a sub-heading outside a subject: ${line}`);
    } else if (line.trim() !== '' && subject === undefined) {
      problems.push(`line ${index + 1}: a paragraph outside a subject: ${line.slice(0, 60)}`);
    }
  }

  const subjects = headings.filter((heading) => heading.level === 2).map((heading) => heading.text);
  for (const text of subjects) {
    if (!(decisionSubjects as readonly string[]).includes(text)) problems.push(`"## ${text}" is not one of the agreed subjects`);
  }
  const known = subjects.filter((text) => (decisionSubjects as readonly string[]).includes(text));
  const agreedOrder = decisionSubjects.filter((text) => known.includes(text));
  if (known.join('|') !== agreedOrder.join('|')) problems.push(`the subjects are out of order: ${known.join(', ')}`);
  if (new Set(subjects).size !== subjects.length) problems.push('a subject appears twice');

  const anchors = new Set<string>();
  for (const heading of headings) {
    const anchor = anchorOf(heading.text);
    if (anchors.has(anchor)) problems.push(`line ${heading.line}: a second heading with the anchor #${anchor}`);
    anchors.add(anchor);
  }
  const listed = (heading: Heading) => `${heading.level}:${heading.text}`;
  const entryKeys = new Set(entries.map((entry) => `${entry.level}:${entry.text}`));
  for (const entry of entries) {
    const match = headings.find((heading) => heading.level === entry.level && heading.text === entry.text);
    if (!match) problems.push(`line ${entry.line}: the contents entry "${entry.text}" has no heading`);
    else if (anchorOf(match.text) !== entry.anchor) problems.push(`line ${entry.line}: "${entry.text}" links to #${entry.anchor}, its heading is #${anchorOf(match.text)}`);
  }
  for (const heading of headings) {
    if (!entryKeys.has(listed(heading))) problems.push(`line ${heading.line}: "${heading.text}" is not in the contents list`);
  }

  lines.forEach((line, at) => {
    if (/\bissues? #?\d+/i.test(line)) problems.push(`line ${at + 1}: a tracker number: ${line.trim().slice(0, 60)}`);
  });
  return problems;
}
