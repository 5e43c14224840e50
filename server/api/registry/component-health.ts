import type { ComponentHealth } from '../../../contracts/registry-api';

export const healthTimeoutMs = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A component's `{ok, indexedAt?}`, read strictly: anything else from it counts as not answering. */
export function readHealth(body: unknown): ComponentHealth {
  if (!isRecord(body) || body.ok !== true) return { ok: false };
  const at = typeof body.indexedAt === 'string' ? new Date(body.indexedAt) : null;
  return at && !Number.isNaN(at.getTime()) ? ({ ok: true, indexedAt: at.toISOString() } satisfies ComponentHealth) : { ok: true };
}

/**
 * Asks `{componentUrl}/health` within 2 s. `authorization` is passed only by the caller for
 * components on an origin it trusts; a component elsewhere is asked without a token.
 */
export async function checkHealth(componentUrl: string, authorization?: string, timeoutMs = healthTimeoutMs): Promise<ComponentHealth> {
  try {
    const response = await fetch(`${componentUrl}/health`, {
      headers: authorization ? { authorization, accept: 'application/json' } : { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) return { ok: false };
    return readHealth(await response.json());
  } catch {
    return { ok: false };
  }
}
