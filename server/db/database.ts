/** What the API needs from a SQL database: the same calls for the embedded and the server driver. */
export interface Queryable {
  /** One statement with `$1`-style parameters. Callers name the row shape they selected. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

import type { ChannelListener, ListenOptions } from './pg-listener';

export interface Database extends Queryable {
  /**
   * Hears NOTIFY on `channel` (on PostgreSQL a connection of its own that reconnects). Without it
   * (PGlite, which one process owns) nobody else writes to the database, so nothing needs hearing.
   */
  listen?(channel: string, options: ListenOptions): ChannelListener;
  /**
   * Runs `work` unless another process on the database holds the lock named `what` (undefined
   * then). Without it (PGlite, which one process owns) there is no other process to exclude.
   */
  exclusive?<T>(what: string, work: () => Promise<T>): Promise<T | undefined>;
  /** The pool's connections now (PostgreSQL), for /metrics; absent for PGlite, which has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number } | undefined;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
