import { describe, expect, it } from 'vitest';
import { draftComplete, effectiveModel, ownsPrompt, sanitizeTemperature } from './audit-selection';
import type { AuditPrompt } from '../../contracts/audit-api';
import { emptyPromptDraft } from './audit.types';

describe('temperature (tools.md §5: 0 to 1, step 0.1, one decimal; a non-number or negative becomes 0)', () => {
  it.each([
    [0.7, 0.7],
    [0.74, 0.7],
    [0.76, 0.8],
    [1, 1],
    [1.4, 1],
    [-0.1, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['0.7', 0],
    [undefined, 0],
  ])('%s becomes %s', (input, expected) => {
    expect(sanitizeTemperature(input)).toBe(expected);
  });
});

describe('selection rules', () => {
  const models = [{ name: 'a', hint: '' }, { name: 'b', hint: '' }];
  it('the model defaults to the first, and falls back to it when the chosen one is gone', () => {
    expect(effectiveModel(models, null)?.name).toBe('a');
    expect(effectiveModel(models, 'b')?.name).toBe('b');
    expect(effectiveModel(models, 'gone')?.name).toBe('a');
    expect(effectiveModel([], 'b')).toBeNull();
  });

  it('save and update need name, description, template and department non-blank after trimming', () => {
    const full = { ...emptyPromptDraft('IT'), prompt_name: 'n', description: 'd', prompt_template: 't' };
    expect(draftComplete(full)).toBe(true);
    for (const field of ['prompt_name', 'description', 'prompt_template', 'department_code'] as const) {
      expect(draftComplete({ ...full, [field]: '  \n' })).toBe(false);
    }
  });

  it('only the owner may update or delete', () => {
    const prompt = { user_id: 'alice' } as AuditPrompt;
    expect(ownsPrompt(prompt, 'alice')).toBe(true);
    expect(ownsPrompt(prompt, 'carl')).toBe(false);
    expect(ownsPrompt(prompt, null)).toBe(false);
    expect(ownsPrompt(null, 'alice')).toBe(false);
  });
});
