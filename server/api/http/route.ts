import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Tool } from '../auth/groups';
import type { Identity } from '../auth/token-verifier';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  identity: Identity;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Any of these tools' groups unlocks the route. */
  tools: readonly Tool[];
  /** For the 403 message: "You are not in a group that may use …". */
  toolName: string;
  handle: (context: RequestContext) => Promise<void>;
}
