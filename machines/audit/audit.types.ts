/**
 * The audit assistant's data as its machines see it (tools.md §3): the contract's types
 * (contracts/audit-api.ts), gathered by the load sequence.
 */
import type { AuditDepartment, AuditModel, PromptInput, UserDepartment } from '../../contracts/audit-api';

export type AuditModelList = AuditModel[];
export type AuditDepartmentList = AuditDepartment[];
export type UserDepartmentList = UserDepartment[];

/** What the load sequence gathers. */
export interface AuditCatalogue {
  models: AuditModel[];
  departments: AuditDepartment[];
  userDepartments: UserDepartment[];
}

/** An empty editor: a new prompt's fields, in the user's department when there is one. */
export const emptyPromptDraft = (department_code = ''): PromptInput => ({
  prompt_name: '',
  description: '',
  prompt_template: '',
  department_code,
  private: false,
  draft: false,
});
