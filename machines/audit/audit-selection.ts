import type { AuditDepartment, AuditModel, AuditPrompt, PromptInput } from '../../contracts/audit-api';

/** tools.md §5/§9: 0 to 1, step 0.1, one decimal; a non-number or a negative value becomes 0. */
export function sanitizeTemperature(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  return Math.min(1, Math.round(value * 10) / 10);
}

/** tools.md §4: the model defaults to the first whenever the list changes (or the chosen one is gone). */
export function effectiveModel(models: readonly AuditModel[], chosen: string | null): AuditModel | null {
  return models.find((model) => model.name === chosen) ?? models[0] ?? null;
}

export function findPrompt(departments: readonly AuditDepartment[], id: string | null): AuditPrompt | null {
  if (id === null) return null;
  for (const department of departments) {
    const found = department.prompts.find((prompt) => prompt.id === id);
    if (found) return found;
  }
  return null;
}

/** tools.md §5: name, description, template and department non-empty after trimming. */
export const draftComplete = (draft: PromptInput) =>
  [draft.prompt_name, draft.description, draft.prompt_template, draft.department_code].every((field) => field.trim() !== '');

/** tools.md §5/§6: update and delete need a selected prompt the current user owns. */
export const ownsPrompt = (prompt: AuditPrompt | null, subject: string | null) =>
  prompt !== null && subject !== null && prompt.user_id === subject;

export const draftOf = (prompt: AuditPrompt): PromptInput => ({
  prompt_name: prompt.prompt_name,
  description: prompt.description,
  prompt_template: prompt.prompt_template,
  department_code: prompt.department_code,
  private: prompt.private,
  draft: prompt.draft,
});

/** tools.md §4: send is possible when the trimmed query is non-empty (and nothing is loading or pending). */
export const queryReady = (query: string) => query.trim() !== '';
