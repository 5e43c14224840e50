/**
 * The database server cannot be reached or is going away (restarting, shutting down, refusing
 * connections). Requests answer 503 while it lasts; the next request tries again.
 */
export class DatabaseUnavailable extends Error {
  constructor(override readonly cause: unknown) {
    super(`the database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailable';
  }
}

// SQLSTATE class 08 (connection exception), the shutdown and start-up codes of class 57, and too many connections.
const unavailableStates = /^(08|57P0[1-3]$|53300$)/;
const unavailableSystemCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// What `pg` says when the socket closed under it or its connect timed out; these carry no code.
const unavailableMessages = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/;

/** Whether a driver's error means the server is away rather than that the statement was wrong. */
export function isServerAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || unavailableSystemCodes.has(code))) return true;
  // An AggregateError (a host with IPv4 and IPv6 addresses refusing both) holds the reasons.
  if (error instanceof AggregateError) return error.errors.some(isServerAway);
  return unavailableMessages.test(error.message);
}

/** `error` as DatabaseUnavailable when it says the server is away; otherwise as it is. */
export function asUnavailable(error: unknown): unknown {
  return isServerAway(error) ? new DatabaseUnavailable(error) : error;
}
