import type { PromptInput, VersionChoice } from '../../../contracts/audit-api';
import { HttpError } from '../http/errors';

export const promptLimits = { name: 200, description: 4_000, template: 100_000 } as const;

const textFields = [
  ['prompt_name', 'The prompt name', promptLimits.name],
  ['description', 'The description', promptLimits.description],
  ['prompt_template', 'The template', promptLimits.template],
  ['department_code', 'The department', 64],
] as const;

/**
 * The body of POST /v1/prompt and PUT /v1/prompt/{id}, or 422 naming the first wrong field.
 * Name and department are stored trimmed; description and template keep their layout.
 */
export function parsePromptInput(body: unknown): PromptInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(422, 'The body must be a prompt object.');
  }
  const record = body as Record<string, unknown>;
  for (const [field, label, limit] of textFields) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') throw new HttpError(422, `${label} (${field}) must not be empty.`);
    if (value.length > limit) throw new HttpError(422, `${label} (${field}) is longer than ${limit.toLocaleString('en-US')} characters.`);
  }
  for (const field of ['private', 'draft'] as const) {
    if (typeof record[field] !== 'boolean') throw new HttpError(422, `${field} must be true or false.`);
  }
  return {
    prompt_name: (record.prompt_name as string).trim(),
    description: record.description as string,
    prompt_template: record.prompt_template as string,
    department_code: (record.department_code as string).trim(),
    private: record.private as boolean,
    draft: record.draft as boolean,
  } satisfies PromptInput;
}

/** PUT /v1/prompt/{id}'s optional `candidate`: true saves a version that is not live yet. */
export function parseCandidate(body: unknown): boolean {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).candidate : undefined;
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new HttpError(422, 'candidate must be true or false.');
  return value;
}

/** The body of POST /v1/prompt/{id}/live and …/restore: `{version, candidate?}`, version a whole number from 1. */
export function parseVersionChoice(body: unknown): Required<VersionChoice> {
  const version = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).version : undefined;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw new HttpError(422, 'version must be a whole number from 1.');
  }
  return { version, candidate: parseCandidate(body) } satisfies VersionChoice;
}
