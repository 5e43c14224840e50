/** platform.md's log level: what the studio writes to the console; `error` unless config.json says otherwise. */
export const logLevels = ['debug', 'info', 'warn', 'error', 'off'] as const;
export type LogLevel = (typeof logLevels)[number];

let threshold: LogLevel = 'error';

export function setLogLevel(level: LogLevel) {
  threshold = level;
}

const writes = (level: Exclude<LogLevel, 'off'>) => logLevels.indexOf(level) >= logLevels.indexOf(threshold) && threshold !== 'off';

/** The studio's one way to the console: every message goes through the configured level. */
export const log = {
  debug: (...args: unknown[]) => writes('debug') && console.debug(...args),
  info: (...args: unknown[]) => writes('info') && console.info(...args),
  warn: (...args: unknown[]) => writes('warn') && console.warn(...args),
  error: (...args: unknown[]) => writes('error') && console.error(...args),
};
