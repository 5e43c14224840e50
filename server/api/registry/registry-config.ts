import { readFileSync } from 'node:fs';
import type { RegistryComponent } from '../../../contracts/registry-api';
import { roleGroups, roleMatches } from '../../../domain/component-role';

/**
 * One retrieval-chat component as the registry file holds it (tools.md §3): the list's entry
 * without the health asked at listing. `Role`'s groups are matched as whole names (domain/component-role.ts).
 */
export type RegistryEntry = Omit<RegistryComponent, 'Health'>;

const fields = ['Url', 'Title', 'ComponentName', 'Description', 'Environment', 'ContactName', 'ContactEmail', 'Role'] as const satisfies readonly (keyof RegistryEntry)[];

/** The shipped configuration: three sample components served here, one on a host outside the allowlist. */
export const defaultRegistryFile = new URL('./registry-components.json', import.meta.url);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The registry entries of a configuration text, or an error naming the entry and field at
 * fault: a wrong file stops the start rather than showing half a registry.
 */
export function parseRegistry(text: string, source = 'the registry file'): RegistryEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON.`);
  }
  if (!Array.isArray(value)) throw new Error(`${source} must hold a JSON array of components.`);
  const entries = value.map((item: unknown, index) => {
    if (!isRecord(item)) throw new Error(`${source}: entry ${index + 1} is not an object.`);
    for (const field of fields) {
      if (typeof item[field] !== 'string' || (item[field] as string).trim() === '') {
        throw new Error(`${source}: entry ${index + 1} needs a non-empty string "${field}".`);
      }
    }
    const entry = Object.fromEntries(fields.map((field) => [field, (item[field] as string).trim()])) as unknown as RegistryEntry;
    if (!entry.Url.startsWith('/') && !/^https?:\/\//.test(entry.Url)) {
      throw new Error(`${source}: entry ${index + 1} has Url "${entry.Url}"; use http(s)://… or a path on this API (/v1/registry/…).`);
    }
    if (roleGroups(entry.Role).length === 0) throw new Error(`${source}: entry ${index + 1} names no group in "Role".`);
    return entry;
  });
  const keys = entries.map((entry) => `${entry.ComponentName}_${entry.Environment}`);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new Error(`${source}: ${repeated} appears twice (ComponentName_Environment keys the chat history).`);
  return entries;
}

/** The registry from REGISTRY_FILE, or the shipped sample file. */
export function loadRegistry(env: NodeJS.ProcessEnv = process.env): RegistryEntry[] {
  const file = env.REGISTRY_FILE?.trim();
  const location = file || defaultRegistryFile;
  return parseRegistry(readFileSync(location, 'utf8'), file ? `REGISTRY_FILE (${file})` : 'registry-components.json');
}

/** Whether one of the user's groups is, by its whole name or its own name, one of the entry's Role groups (as the studio shows it). */
export const mayUse = (entry: Pick<RegistryEntry, 'Role'>, groups: readonly string[]): boolean => roleMatches(entry.Role, groups);

/** A Url given as a path means "on this API": it is completed with the API's own origin. */
export function absoluteUrl(entry: RegistryEntry, apiOrigin: string): string {
  return entry.Url.startsWith('/') ? `${apiOrigin}${entry.Url}` : entry.Url;
}
