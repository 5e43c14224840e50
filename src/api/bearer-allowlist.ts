import type { ApiHosts, OriginKey, RuntimeConfig } from '../../contracts/runtime-config';
import type { AnyToolDescriptor } from '../tools/tool-descriptor';
import { toolDescriptors } from '../tools/tools';

/** The API hosts of the tools, as their descriptors name them (`apiHosts`). */
const toolApiHosts = (tools: readonly AnyToolDescriptor[]): ReadonlySet<keyof ApiHosts> => new Set(tools.flatMap((tool) => tool.apiHosts));

/**
 * The URL origins (scheme, host, port) that may receive the user's bearer token: the API hosts
 * the configuration names for this origin. Anything else — a registry component hosted
 * elsewhere, a link in an answer — gets no Authorization header.
 */
export function bearerAllowlist(config: RuntimeConfig, origin: OriginKey, tools: readonly AnyToolDescriptor[] = toolDescriptors): ReadonlySet<string> {
  const hosts = config.origins[origin].api;
  return new Set([...toolApiHosts(tools)].map((key) => new URL(hosts[key]).origin));
}

/** Whether a request to `url` may carry the bearer token. An unparsable URL may not. */
export function mayCarryToken(allowlist: ReadonlySet<string>, url: string): boolean {
  try {
    const { origin } = new URL(url);
    // data:, blob: and file: URLs have the opaque origin "null", which is never a host.
    return origin !== 'null' && allowlist.has(origin);
  } catch {
    return false;
  }
}
