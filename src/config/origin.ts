import type { OriginKey, RuntimeConfig } from '../../contracts/runtime-config';

const hostMatchOrder: OriginKey[] = ['trial', 'corporate1', 'corporate2'];

/** platform.md §1: the origin is set by the current address; if none matches, the development fallback. */
export function resolveOrigin(config: RuntimeConfig, hostname: string): OriginKey {
  const host = hostname.toLowerCase();
  return hostMatchOrder.find((key) => config.origins[key].hosts.some((h) => h.toLowerCase() === host)) ?? 'development';
}

/** The trial origin is one variant; both corporate origins and development are the internal one. */
export const isTrialOrigin = (origin: OriginKey) => origin === 'trial';

export function absoluteUrl(address: string, pageOrigin: string): string {
  return new URL(address, pageOrigin).toString();
}

/** The identity-provider test switch overrides the address: branded means the trial origin. */
export function effectiveOrigin(resolved: OriginKey, choice: 'dev' | 'branded' | null): OriginKey {
  if (choice === 'branded') return 'trial';
  if (choice === 'dev' && resolved === 'trial') return 'development';
  return resolved;
}
