import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Serves `handler` on 127.0.0.1 and, where the machine has it, ::1 — loopback only, so
 * `localhost` works whichever address family a client tries first.
 */
export async function listenOnLoopback(handler: Handler, port: number): Promise<() => Promise<void>> {
  const servers: Server[] = [];
  const v4 = createServer(handler);
  await listen(v4, port, '127.0.0.1');
  servers.push(v4);
  const v6 = createServer(handler);
  try {
    await listen(v6, port, '::1');
    servers.push(v6);
  } catch (error) {
    // No IPv6 loopback here; IPv4 alone serves `localhost`. A port taken on ::1 is a real conflict.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      await close(v4);
      throw error;
    }
  }
  return async () => {
    await Promise.all(servers.map(close));
  };
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A server that stops in two steps: no new connections, then (after a grace) cut what is left. */
export interface GracefulServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  /** Stops accepting; settles once every connection has ended (idle keep-alive ones at once). */
  stopAccepting: () => Promise<void>;
  /** Cuts every connection still open. */
  cutConnections: () => void;
}

/** Serves `handler` on one address (`HOST`, e.g. `0.0.0.0` in a container). */
export async function listenOnHost(handler: Handler, host: string, port: number): Promise<GracefulServer> {
  const server = createServer(handler);
  await listen(server, port, host);
  const address = server.address();
  let stopped: Promise<void> | undefined;
  return {
    port: typeof address === 'object' && address ? address.port : port,
    stopAccepting: () => (stopped ??= new Promise((resolve) => server.close(() => resolve()))),
    cutConnections: () => server.closeAllConnections(),
  };
}
