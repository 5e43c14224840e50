import { holdsAnyGroup, type GroupMatching } from '../../../domain/group-match';
import { departmentGroups } from '../../idp/accounts';
import type { AnswerLanguage } from '../http/language';
import type { LlmConfig } from '../llm/llm-client';

/** A department the audit assistant knows: users belong to it through a group. */
export interface AuditDepartmentSetting {
  /** Matched against the user's groups as tool groups are (platform.md §6, domain/group-match.ts). */
  group: string;
  code: string;
  name: string;
}

export interface AuditModelSetting {
  name: string;
  hint: string;
  /** The shipped defaults' hints in both languages; AUDIT_MODELS' hints are the operator's own words. */
  hints?: Record<AnswerLanguage, string>;
}

export interface AuditSettings {
  departments: readonly AuditDepartmentSetting[];
  /** The first is the studio's default. */
  models: readonly AuditModelSetting[];
}

/** The shipped mapping; its group names contain no tool group's name (matching is by substring). */
export const localDepartments: readonly AuditDepartmentSetting[] = [
  { group: departmentGroups.fin, code: 'FIN', name: 'Finance' },
  { group: departmentGroups.it, code: 'IT', name: 'IT' },
];

const offlineHints = {
  en: 'No language model is connected: the answer repeats what was sent.',
  de: 'Kein Sprachmodell angebunden: Die Antwort wiederholt, was gesendet wurde.',
};

export const offlineModel: AuditModelSetting = { name: 'offline', hint: offlineHints.en, hints: offlineHints };

/** The model list as GET /v1/models answers it, hints in the request's language where the studio wrote them. */
export const modelsIn = (settings: AuditSettings, language: AnswerLanguage) =>
  settings.models.map(({ name, hint, hints }) => ({ name, hint: hints?.[language] ?? hint }));

const modelHints = (model: string) => ({ en: `Answers come from ${model}.`, de: `Die Antworten kommen von ${model}.` });

/** `group=CODE:Name;group=CODE:Name` (the name may contain anything but `;`). */
export function parseDepartments(text: string): AuditDepartmentSetting[] {
  const entries = text.split(';').map((entry) => entry.trim()).filter(Boolean);
  const departments = entries.map((entry) => {
    const match = /^([^=]+)=([^:]+):(.+)$/.exec(entry);
    if (!match) throw new Error(`AUDIT_DEPARTMENTS: "${entry}" is not group=CODE:Name.`);
    return { group: match[1]!.trim(), code: match[2]!.trim(), name: match[3]!.trim() };
  });
  const codes = departments.map((department) => department.code);
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  if (repeated) throw new Error(`AUDIT_DEPARTMENTS: the code ${repeated} appears twice.`);
  if (departments.length === 0) throw new Error('AUDIT_DEPARTMENTS names no department.');
  return departments;
}

/** `name=hint;name=hint`; a name without `=` has an empty hint. */
export function parseModels(text: string): AuditModelSetting[] {
  const models = text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? { name: entry, hint: '' } : { name: entry.slice(0, at).trim(), hint: entry.slice(at + 1).trim() };
    });
  if (models.length === 0 || models.some((model) => !model.name)) throw new Error('AUDIT_MODELS needs name=hint entries.');
  return models;
}

/**
 * The audit settings from the environment (AUDIT_DEPARTMENTS, AUDIT_MODELS). Without
 * AUDIT_MODELS the configured language model is the one model, or the offline responder.
 */
export function auditSettings(env: NodeJS.ProcessEnv, llm: LlmConfig | null): AuditSettings {
  const departments = env.AUDIT_DEPARTMENTS?.trim() ? parseDepartments(env.AUDIT_DEPARTMENTS) : localDepartments;
  const models = env.AUDIT_MODELS?.trim()
    ? parseModels(env.AUDIT_MODELS)
    : llm
      ? [{ name: llm.model, hint: modelHints(llm.model).en, hints: modelHints(llm.model) }]
      : [offlineModel];
  return { departments, models };
}

/** The departments whose group the user holds, by config.json's matching mode as the tool groups are. */
export function departmentsOf(groups: readonly string[], settings: AuditSettings, matching: GroupMatching = 'substring'): AuditDepartmentSetting[] {
  return settings.departments.filter((department) => holdsAnyGroup(groups, [department.group], matching));
}
