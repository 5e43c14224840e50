import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiMetrics } from './metrics';
import { requestScope } from './request-context';

/** Whether this instance should get traffic, and if not why (the body of a 503 on /readyz). */
export type Readiness = { ready: true } | { ready: false; reason: 'starting' | 'draining' | 'database unreachable' };

export const opsPaths = ['/healthz', '/readyz', '/metrics'] as const;
export const isOpsPath = (path: string) => (opsPaths as readonly string[]).includes(path);

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * /healthz (the process answers), /readyz (the database is reachable and migrated, and the instance
 * is not draining) and /metrics (Prometheus text). No token: a probe has none; METRICS_PORT keeps
 * them off the public port. Answers true when `path` was one of them.
 */
export function serveOps(req: IncomingMessage, res: ServerResponse, path: string, { readiness, metrics }: { readiness: () => Promise<Readiness>; metrics: ApiMetrics }): Promise<boolean> | false {
  if (!isOpsPath(path)) return false;
  const scope = requestScope();
  if (scope) scope.route = path;
  return (async () => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: `${req.method ?? 'This method'} is not supported on ${path}.` }));
      return true;
    }
    if (path === '/healthz') sendJson(res, 200, { status: 'alive' });
    else if (path === '/readyz') {
      const state = await readiness();
      sendJson(res, state.ready ? 200 : 503, state.ready ? { status: 'ready' } : { status: 'not ready', reason: state.reason });
    } else {
      const text = await metrics.registry.metrics();
      res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
      res.end(text);
    }
    return true;
  })();
}
