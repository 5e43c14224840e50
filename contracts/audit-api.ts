/**
 * The audit backend's wire shapes by name: docs/openapi/audit.yaml, generated into
 * generated/audit.ts by `npm run generate:api`. The studio's client, its machines and the
 * reference server all take them from here; a shape that is only part of one is a Pick of it.
 */
import type { components } from './generated/audit';

type Schemas = components['schemas'];

export type AuditModel = Schemas['Model'];
export type AuditPrompt = Schemas['Prompt'];
/** A department with the prompts the user may see in it. */
export type AuditDepartment = Schemas['Department'];
export type UserDepartment = Schemas['UserDepartment'];
/** A prompt's editable fields: the editor's draft, the body of a save, what a version compares. */
export type PromptInput = Schemas['PromptInput'];
export type PromptUpdate = Schemas['PromptUpdate'];
export type VersionChoice = Schemas['VersionChoice'];
export type PromptVersion = Schemas['PromptVersion'];
export type VersionUse = Schemas['VersionUse'];
export type ActivityEntry = Schemas['ActivityEntry'];
/** The body of POST /v1/rag/stream, `risk_assesment` spelled as the backend spells it. */
export type AuditQuery = Schemas['AuditQuery'];
