import { pino, type DestinationStream, type Logger } from 'pino';

/** The API's logger (pino's). */
export type ApiLogger = Logger;


const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL, one of pino's levels (default info); a wrong value stops the start naming the setting. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!levels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${levels.join(', ')}, not "${env.LOG_LEVEL}".`);
  return level;
}

/**
 * One JSON object per line. Nothing here redacts: callers log the user's key, never a token, a
 * document's text, a prompt or an answer (the request line is built from named fields only).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'studio-api' }, timestamp: pino.stdTimeFunctions.isoTime };
  // Written at once, as console.log was: a line logged just before the process ends (SIGTERM, a failed start) is not lost.
  return pino(options, destination ?? pino.destination({ fd: 1, sync: true }));
}

let processLogger: Logger | undefined;

/** The process's logger (LOG_LEVEL read once; an unknown value falls back to info here, main.ts refuses it first). */
export function log(): Logger {
  if (!processLogger) {
    let level = 'info';
    try {
      level = logLevel();
    } catch {
      // main.ts has already stopped for it; a test or the demo stack keeps info.
    }
    processLogger = createLogger(level);
  }
  return processLogger;
}

/** An error as a log field: its message, without the stack of an expected outage. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
