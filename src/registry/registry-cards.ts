import { roleMatches } from '../../domain/component-role';
import { componentKey, type RegistryCard } from '../../machines/registry/registry.types';
import type { RegistryComponent } from '../../contracts/registry-api';
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

// A calendar date, optionally with a time to the minute or finer and a zone: what an ISO 8601 stamp looks like.
const ISO_STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * When the component's documents were last indexed, as its health said: a date, `'unknown'` when
 * it sent something that is not a full ISO 8601 date (lenient parsing makes a year 2003 of "3"),
 * or null when it said nothing.
 */
export function indexedDate(indexedAt: string | null): Date | 'unknown' | null {
  if (indexedAt === null) return null;
  const match = ISO_STAMP.exec(indexedAt.trim());
  if (!match) return 'unknown';
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match.map((part) => part ?? undefined);
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const realDay = calendar.getUTCMonth() === Number(month) - 1 && calendar.getUTCDate() === Number(day);
  const when = new Date(indexedAt.trim());
  return realDay && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 && !Number.isNaN(when.getTime()) ? when : 'unknown';
}

/** Cards whose title, name, description, environment or contact contain the trimmed query, case-insensitively. */
export function searchCards(cards: readonly RegistryCard[], query: string): RegistryCard[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...cards];
  return cards.filter((card) =>
    [card.title, card.name, card.description, card.environment, card.contactName].some((text) => text.toLowerCase().includes(needle)),
  );
}
