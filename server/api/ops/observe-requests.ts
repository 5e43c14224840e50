import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiLogger } from './logger';
import type { ApiMetrics } from './metrics';
import { inRequestScope, requestIdOf, type RequestScope } from './request-context';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The route label of a request no route matched (a 404, a malformed address). */
export const noRoute = '(none)';

/**
 * Gives each request its id (sent back as X-Request-Id and carried to the model calls), and when
 * its answer ends, one log line and the request metrics. The line has named fields only: the route
 * template, never the path (it may carry an answer id), the user's key, never a header or the body.
 */
export function observeRequests(handler: Handler, { logger, metrics, quiet }: { logger: ApiLogger; metrics: ApiMetrics; quiet: (route: string) => boolean }): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const scope: RequestScope = { requestId: requestIdOf(req.headers['x-request-id']), metrics };
    res.setHeader('x-request-id', scope.requestId);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = scope.route ?? noRoute;
      const method = req.method ?? '?';
      metrics.request(method, route, res.statusCode, seconds);
      const line = {
        requestId: scope.requestId,
        method,
        route,
        status: res.statusCode,
        durationMs: Math.round(seconds * 10_000) / 10,
        ...(scope.userKey ? { user: scope.userKey } : {}),
        // The client went before the answer's end (a closed tab, a cancelled fetch).
        ...(res.writableFinished ? {} : { cut: true }),
      };
      // Probes every few seconds would drown the requests: they are logged at debug.
      if (quiet(route)) logger.debug(line, 'request');
      else if (res.statusCode >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    };
    res.once('finish', end);
    res.once('close', end);
    inRequestScope(scope, () => handler(req, res));
  };
}
