import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tool } from '../auth/groups';
import type { RouteTenants } from '../auth/tenants';
import type { Identity } from '../auth/token-verifier';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  identity: Identity;
  /** The values of the path's `:name` segments, decoded. */
  params: Readonly<Record<string, string>>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path, or a pattern with `:name` segments (`/v1/prompt/:id`). */
  path: string;
  /** Any of these tools' groups unlocks the route. */
  tools: readonly Tool[];
  /** For the 403 message: "You are not in a group that may use …". */
  toolName: string;
  /** The tenants that may call it; the corporate tenant alone when omitted (server/api/auth/tenants.ts). */
  tenants?: RouteTenants;
  handle: (context: RequestContext) => Promise<void>;
  /**
   * The route calls a model or service (`model`) or stores an upload (`upload`): its requests are
   * checked against the caller's budgets first and booked in the usage ledger.
   */
  metered?: 'model' | 'upload';
}

/**
 * A GET anyone may make without a token: files an <img> or <audio> element loads (it cannot send
 * a bearer), such as the customer-service bot's media. Nothing private may be served this way.
 */
export interface PublicRoute {
  method: 'GET';
  path: string;
  public: true;
  handle: (context: Omit<RequestContext, 'identity'>) => Promise<void>;
}

export type AnyRoute = Route | PublicRoute;

/** The params of `path` under `pattern`, or null when it does not match (segment by segment, no wildcards). */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index]!;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}
