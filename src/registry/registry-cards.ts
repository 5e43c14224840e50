import { roleMatches } from '../../domain/component-role';
import { componentKey, type RegistryCard } from '../../machines/registry/registry.types';
import type { RegistryComponent } from '../api/registry-client';
import { mayCarryToken } from '../api/bearer-allowlist';

// Deliberately plain: one @, no spaces or angle brackets, a dot in the domain. Anything else gets no link.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** The mailto link of a contact address, or null when the address is not a plain valid one (no headers, no second recipient). */
export function mailtoOf(address: string): string | null {
  const trimmed = address.trim();
  return EMAIL.test(trimmed) && !trimmed.includes('?') && !trimmed.includes('%') ? `mailto:${trimmed}` : null;
}

/**
 * tools.md §6: the entries whose Role names a group the user holds, whatever the backend sent
 * (hiding a card is not access control: the component itself refuses). `groups` null: the
 * authentication is switched off, and with it every group rule; the list is shown as it came.
 */
export function visibleComponents(components: readonly RegistryComponent[], groups: readonly string[] | null): RegistryComponent[] {
  return groups === null ? [...components] : components.filter((component) => roleMatches(component.Role, groups));
}

/** The list's entries as cards; `trusted` says whether their host is on the bearer allowlist. */
export function registryCards(components: readonly RegistryComponent[], allowlist: ReadonlySet<string>): RegistryCard[] {
  return components.map((component) => ({
    key: componentKey(component.ComponentName, component.Environment),
    url: component.Url,
    title: component.Title,
    name: component.ComponentName,
    description: component.Description,
    environment: component.Environment,
    contactName: component.ContactName,
    contactEmail: component.ContactEmail,
    health: component.Health ? { ok: component.Health.ok, indexedAt: component.Health.indexedAt ?? null } : null,
    trusted: mayCarryToken(allowlist, component.Url),
  }));
}

/** Cards whose title, name, description, environment or contact contain the trimmed query, case-insensitively. */
export function searchCards(cards: readonly RegistryCard[], query: string): RegistryCard[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...cards];
  return cards.filter((card) =>
    [card.title, card.name, card.description, card.environment, card.contactName].some((text) => text.toLowerCase().includes(needle)),
  );
}
