import type { ComponentHealth } from '../../../contracts/registry-api';

import { cappedBodyText } from '../llm/call-caps';

/** How long a component's health may take, and how large its answer may be (REGISTRY_HEALTH_TIMEOUT_MS, REGISTRY_HEALTH_MAX_BYTES). */
export interface HealthLimits {
  timeoutMs: number;
  maxBytes: number;
}

export const defaultHealthLimits: HealthLimits = { timeoutMs: 2000, maxBytes: 64 * 1024 };

function setting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${env[name]}".`);
  return value;
}

/** The health call's limits from the environment; a wrong value stops the start with a clear message. */
export function healthLimits(env: NodeJS.ProcessEnv = process.env): HealthLimits {
  return {
    timeoutMs: setting(env, 'REGISTRY_HEALTH_TIMEOUT_MS', defaultHealthLimits.timeoutMs),
    maxBytes: setting(env, 'REGISTRY_HEALTH_MAX_BYTES', defaultHealthLimits.maxBytes),
  };
}

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
 * Asks `{componentUrl}/health` within the time limit (2 s), reading at most the size limit (64 KB)
 * of its answer. `authorization` is passed only by the caller for components on an origin it
 * trusts; a component elsewhere is asked without a token. Whatever goes wrong, it is not answering.
 */
export async function checkHealth(componentUrl: string, authorization?: string, limits: HealthLimits = defaultHealthLimits): Promise<ComponentHealth> {
  try {
    // The signal covers the body too: a component that trickles its answer is cut at the limit.
    const response = await fetch(`${componentUrl}/health`, {
      headers: authorization ? { authorization, accept: 'application/json' } : { accept: 'application/json' },
      signal: AbortSignal.timeout(limits.timeoutMs),
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false };
    }
    return readHealth(JSON.parse(await cappedBodyText(response, limits.maxBytes)));
  } catch {
    return { ok: false };
  }
}
