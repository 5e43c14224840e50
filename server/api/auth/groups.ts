import type { GroupKey } from '../../../contracts/runtime-config';
import { holdsAnyGroup, type GroupMatching } from '../../../domain/group-match';
import { localToolGroups as localGroupLists } from '../../idp/accounts';
import { HttpError } from '../http/errors';
import type { Identity } from './token-verifier';

export type Tool = GroupKey;

/** Group names per tool; each tool accepts any of its names. */
export type ToolGroups = Record<Tool, readonly string[]>;

/** The studio's group rule: config.json's `groups` and `groupMatching`, which the API applies as the studio does. */
export interface GroupRules {
  groups: ToolGroups;
  matching: GroupMatching;
}

export const localToolGroups: ToolGroups = localGroupLists;
/** The local stack's rule, as its generated config.json has it. */
export const localGroupRules: GroupRules = { groups: localToolGroups, matching: 'substring' };


/** 403 unless the user holds a group of one of `tools` (domain/group-match.ts, the studio's own rule). */
export function requireTool(identity: Identity, tools: readonly Tool[], rules: GroupRules, toolName: string) {
  const allowed = tools.some((tool) => holdsAnyGroup(identity.groups, rules.groups[tool], rules.matching));
  if (!allowed) {
    throw new HttpError(403, `You are not in a group that may use ${toolName}.`);
  }
}
