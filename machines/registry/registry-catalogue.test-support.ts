import type { RegistryCard } from './registry.types';

/** A card as the list gives it; `trusted` unless told otherwise. */
export const card = (name: string, trusted = true): RegistryCard => ({
  key: `${name}_dev`,
  url: `http://localhost:4100/v1/registry/${name}`,
  title: name,
  name,
  description: `Answers about ${name}`,
  environment: 'dev',
  contactName: 'Someone',
  contactEmail: 'someone@example.com',
  health: { ok: true, indexedAt: null },
  trusted,
});
