/**
 * The audit assistant's data as its machines see it (tools.md §3). Structurally the contract's
 * types (src/api/generated/audit.ts); machines stay free of src/, so they are spelled out here.
 */
export interface AuditModel {
  name: string;
  hint: string;
}

/** A stored prompt: its editable fields (`PromptDraft`) and what the server keeps beside them. */
export interface AuditPrompt extends PromptDraft {
  id: string;
  user_id: string;
  version: number;
  /** The version colleagues get; below `version` (owner only) while a candidate waits. Absent: `version` is live. */
  live_version?: number;
}

export interface UserDepartment {
  department_code: string;
  department_name: string;
}

/** A department with the prompts the user may see in it. */
export interface AuditDepartment extends UserDepartment {
  prompts: AuditPrompt[];
}

export type AuditModelList = AuditModel[];
export type AuditDepartmentList = AuditDepartment[];
export type UserDepartmentList = UserDepartment[];

/** What the load sequence gathers. */
export interface AuditCatalogue {
  models: AuditModel[];
  departments: AuditDepartment[];
  userDepartments: UserDepartment[];
}

/** A prompt's editable fields: the editor's draft and the body of a save. */
export interface PromptDraft {
  prompt_name: string;
  description: string;
  prompt_template: string;
  department_code: string;
  private: boolean;
  draft: boolean;
}

export const emptyPromptDraft = (department_code = ''): PromptDraft => ({
  prompt_name: '',
  description: '',
  prompt_template: '',
  department_code,
  private: false,
  draft: false,
});
