import { describe, expect, it } from 'vitest';
import { answerMarkdown, exportFileName } from './answer-export';

const labels = {
  title: 'Audit assistant answer', prompt: 'Prompt', version: 'Prompt version', department: 'Department', model: 'Model',
  temperature: 'Temperature', risk: 'Risk assessment', yes: 'yes', no: 'no', askedAt: 'Asked at', query: 'Query', answer: 'Answer', none: 'none',
};
const provenance = {
  promptName: 'Vendor | review', promptVersion: 3, department: 'IT (IT)', model: 'gpt-audit', temperature: 0.7, risk: true,
  query: 'Is ```this``` a risk?\n# not a heading', askedAt: Date.parse('2026-03-02T09:15:00Z'),
};

describe('the exported answer', () => {
  it('carries its provenance, the query quoted as text and the answer', () => {
    const text = answerMarkdown(provenance, '**No** risk.', labels, () => '02/03/2026 10:15');
    expect(text).toContain('| Prompt | Vendor \\| review |');
    expect(text).toContain('| Prompt version | 3 |');
    expect(text).toContain('| Department | IT (IT) |');
    expect(text).toContain('| Model | gpt-audit |');
    expect(text).toContain('| Temperature | 0.7 |');
    expect(text).toContain('| Risk assessment | yes |');
    expect(text).toContain('| Asked at | 02/03/2026 10:15 (2026-03-02T09:15:00.000Z) |');
    expect(text).toContain('## Query\n\n````text\nIs ```this``` a risk?\n# not a heading\n````');
    expect(text.endsWith('## Answer\n\n**No** risk.\n')).toBe(true);
  });

  it('says "none" without a prompt', () => {
    const text = answerMarkdown({ ...provenance, promptName: null, promptVersion: null, department: null }, 'A', labels, () => 'now');
    expect(text).toContain('| Prompt | none |');
    expect(text).toContain('| Prompt version | none |');
  });

  it('is named after the time it was asked', () => {
    expect(exportFileName(provenance.askedAt)).toBe('audit-answer-2026-03-02-0915.md');
  });
});
