/**
 * The entry points' last resort: an error nothing caught ends the process with a line in the
 * log and a non-zero exit, for its supervisor to restart it. Carrying on after one is unsafe
 * (a request half-handled, a lock or a connection left in a state nobody knows), and without
 * this the process could be kept alive by a handler some library adds.
 */
export function exitOnUncaughtErrors(name: string) {
  const stop = (what: string) => (error: unknown) => {
    console.error(`[${name}] stopping: ${what}. A supervisor restarts the service.`, error);
    process.exit(1);
  };
  process.on('uncaughtException', stop('an error nothing caught'));
  process.on('unhandledRejection', stop('a rejected promise nobody awaited'));
}
