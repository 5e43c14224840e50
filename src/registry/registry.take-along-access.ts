import { canOpenTool } from '../access/access';
import { createRegistryClient, registryBackend } from '../api/registry-client';
import { componentKey } from '../../machines/registry/registry.types';
import { clientDeps } from '../platform/client-deps';
import type { Platform } from '../platform/platform';
import { visibleComponents } from './registry-cards';

/**
 * The registry components this user may use now, for an import: none when the
 * registry's route would not let them in, else the list's entries their groups match (as the
 * page shows them); null with authentication switched off (no group rule applies). Throws when
 * the list cannot be read: the import then stops before it changes anything.
 */
export async function usableComponents(platform: Platform, signal: AbortSignal): Promise<string[] | null> {
  const { config, origin, studio } = platform;
  const { authEnabled, user } = studio.getSnapshot().context;
  if (!authEnabled) return null;
  const groups = user?.groups ?? [];
  if (!canOpenTool({ config, origin, authDisabled: false, groups }, 'registry')) return [];
  const backend = registryBackend(createRegistryClient(clientDeps(platform)));
  return visibleComponents(await backend.listComponents(signal), groups).map((component) => componentKey(component.ComponentName, component.Environment));
}
