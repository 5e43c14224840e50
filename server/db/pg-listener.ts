import pg from 'pg';
import { log } from '../api/ops/logger';

/** A channel heard on a connection of its own: whether it is heard now, and how to stop. */
export interface ChannelListener {
  /** False while the connection is down (a follower polls then). */
  listening: () => boolean;
  close: () => Promise<void>;
}

export interface ListenOptions {
  /** Each notification's payload. */
  onNotify: (payload: string) => void;
  /** Once more after the connection came back: what was sent meanwhile was not heard. */
  onReconnect?: () => void;
  retryMs?: number;
}

/**
 * `LISTEN channel` on a dedicated connection (never one of the pool's: a pooled connection goes
 * back to others between statements). When the connection breaks (the server restarts), it
 * connects and listens again every `retryMs` until it can. A transaction-mode pooler (PgBouncer's
 * `pool_mode = transaction`) cannot carry LISTEN: the instances then fall back to polling.
 */
export function listenOnPostgres(connectionString: string, channel: string, { onNotify, onReconnect, retryMs = 1_000 }: ListenOptions): ChannelListener {
  let client: pg.Client | null = null;
  let closed = false;
  let everHeard = false;
  let retry: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
  };

  async function connect() {
    const candidate = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    // A broken connection is an 'error' and then an 'end'; the 'end' schedules the next attempt.
    candidate.on('error', () => undefined);
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotify(message.payload);
    });
    candidate.on('end', () => {
      if (client !== candidate) return;
      client = null;
      log().warn({ channel }, 'the connection listening for answers was lost; polling until it is back');
      schedule();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      await candidate.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    if (everHeard) onReconnect?.();
    everHeard = true;
  }

  void connect();
  return {
    listening: () => client !== null,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
