import { configFileName } from './config-file';
import { parseRuntimeConfig, type RuntimeConfig } from '../../contracts/runtime-config';

export type ConfigFailure =
  | { kind: 'unreachable'; status: number }
  | { kind: 'network'; message: string }
  | { kind: 'notJson'; message: string }
  | { kind: 'invalid'; problems: string[] };

export type ConfigLoadResult = { ok: true; config: RuntimeConfig } | { ok: false; failure: ConfigFailure };

/** Reads the runtime configuration next to index.html; never throws. */
export async function loadRuntimeConfig(baseUrl: string, fetchFn: typeof fetch = fetch): Promise<ConfigLoadResult> {
  let response: Response;
  try {
    // Never from the HTTP cache. The production index.html's preload of this file is taken over
    // by this request (a preload is matched by address, destination, mode and credentials).
    response = await fetchFn(`${baseUrl}${configFileName}`, { cache: 'no-store' });
  } catch (error) {
    return { ok: false, failure: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
  }
  if (!response.ok) return { ok: false, failure: { kind: 'unreachable', status: response.status } };
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch (error) {
    return { ok: false, failure: { kind: 'notJson', message: error instanceof Error ? error.message : String(error) } };
  }
  const parsed = parseRuntimeConfig(json);
  return parsed.ok ? parsed : { ok: false, failure: { kind: 'invalid', problems: parsed.problems } };
}
