import { localGroups, localToolGroups as localGroupLists } from '../../idp/accounts';
import { HttpError } from '../http/errors';
import type { Identity } from './token-verifier';

export type Tool = keyof typeof localGroups;

/** Group names per tool; each tool accepts any of its names. */
export type ToolGroups = Record<Tool, readonly string[]>;

export const localToolGroups: ToolGroups = localGroupLists;

/**
 * 403 unless the user holds a group of one of `tools`. Matching is by substring (platform.md
 * §6), as the studio does: a directory may send `cn=studio-chat,ou=groups` for `studio-chat`.
 */
export function requireTool(identity: Identity, tools: readonly Tool[], groups: ToolGroups, toolName: string) {
  const names = tools.flatMap((tool) => groups[tool]);
  const allowed = identity.groups.some((held) => names.some((name) => held.includes(name)));
  if (!allowed) {
    throw new HttpError(403, `You are not in a group that may use ${toolName}.`);
  }
}
