import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Tracker numbers ("issue" and a number) in code: a reader of the code cannot follow them, so a comment or a
 * test name says what the thing is for instead. docs/ (apart from the OpenAPI documents, whose
 * descriptions become the generated contracts' comments) and Markdown are prose, not code.
 */
const trackerReference = /\bissues? #?\d+/i;

/** The 1-based numbers of the lines that cite a tracker number. */
export function linesCitingTrackers(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (trackerReference.test(line) ? [index + 1] : []));
}

export function isCode(path: string): boolean {
  if (path.endsWith('.md') || path === 'package-lock.json') return false;
  return !path.startsWith('docs/') || path.startsWith('docs/openapi/');
}

/** `file:line: text` for every line of code that cites a tracker number (tracked and new files alike). */
export function trackerReferencesInCode(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path !== '' && isCode(path));
  return files.flatMap((path) => {
    let text: string;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      return []; // listed but deleted in the work tree
    }
    if (text.includes('\u0000')) return []; // a binary file
    const lines = text.split('\n');
    return linesCitingTrackers(text).map((line) => `${path}:${line}: ${lines[line - 1]!.trim()}`);
  });
}
