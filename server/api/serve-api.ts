import { listenOnHost } from '../listen';
import type { ApiRun } from './run-api';

export interface ServedApi {
  port: number;
  /** The port of /healthz, /readyz and /metrics when METRICS_PORT moved them off `port`. */
  metricsPort?: number;
  /** Stops accepting API requests; the health listener stays, so /readyz says "draining" meanwhile. */
  stopAccepting: () => Promise<void>;
  /** Cuts every connection left and closes the health listener. */
  cutConnections: () => Promise<void>;
}

/**
 * `npm run api`'s listeners on HOST: the API on PORT, with the health and metrics endpoints, or
 * without them when METRICS_PORT gives those a listener of their own (not to be published).
 */
export async function serveApi(run: Pick<ApiRun, 'handler' | 'apiHandler' | 'opsHandler'>, { host, port, metricsPort }: { host: string; port: number; metricsPort?: number }): Promise<ServedApi> {
  if (metricsPort === undefined) {
    const server = await listenOnHost(run.handler, host, port);
    return {
      port: server.port,
      stopAccepting: server.stopAccepting,
      cutConnections: async () => server.cutConnections(),
    };
  }
  const ops = await listenOnHost(run.opsHandler, host, metricsPort);
  let api: Awaited<ReturnType<typeof listenOnHost>>;
  try {
    api = await listenOnHost(run.apiHandler, host, port);
  } catch (error) {
    ops.cutConnections();
    await ops.stopAccepting();
    throw error;
  }
  return {
    port: api.port,
    metricsPort: ops.port,
    stopAccepting: api.stopAccepting,
    cutConnections: async () => {
      api.cutConnections();
      const closed = ops.stopAccepting();
      ops.cutConnections();
      await closed;
    },
  };
}
