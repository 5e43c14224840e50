import { describe, expect, it } from 'vitest';
import { compareVersions, diffLines } from './version-diff';

const state = { prompt_name: 'Risk check', description: 'Checks', prompt_template: 'You are an auditor.\nBe brief.', department_code: 'IT', private: false, draft: false };

describe('comparing two prompt versions', () => {
  it('marks a changed template line as removed then added, and keeps the lines around it', () => {
    expect(diffLines('You are an auditor.\nBe brief.\nCite rules.', 'You are an auditor.\nBe thorough.\nCite rules.')).toEqual([
      { kind: 'same', text: 'You are an auditor.' },
      { kind: 'removed', text: 'Be brief.' },
      { kind: 'added', text: 'Be thorough.' },
      { kind: 'same', text: 'Cite rules.' },
    ]);
  });

  it('finds added and removed lines at either end', () => {
    expect(diffLines('a\nb', 'b\nc')).toEqual([
      { kind: 'removed', text: 'a' },
      { kind: 'same', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });

  it('reports the flags and department as changed or not, field by field', () => {
    const compared = compareVersions(state, { ...state, private: true, description: 'Checks' });
    expect(compared.filter((field) => field.changed).map((field) => field.field)).toEqual(['private']);
    expect(compared.find((field) => field.field === 'private')!.lines).toEqual([
      { kind: 'removed', text: 'false' },
      { kind: 'added', text: 'true' },
    ]);
  });
});
