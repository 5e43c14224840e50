import { readFileSync } from 'node:fs';

/**
 * The clock the ledger and the budgets read, for the end-to-end harness only: STUDIO_USAGE_CLOCK_FILE
 * names a file holding an ISO time (`2026-12-31T23:59:30Z`), read again on every call, so a test
 * moves the usage periods (the next day's, the next month's budget) without touching the system
 * clock or the tokens' expiry. Only the reference stack (`npm start`, server/api/start-api.ts)
 * reads it, and it refuses to under NODE_ENV=production; `npm run api` never does.
 */
export function usageClockFromEnv(env: NodeJS.ProcessEnv): (() => Date) | undefined {
  const file = env.STUDIO_USAGE_CLOCK_FILE?.trim();
  if (!file) return undefined;
  if (env.NODE_ENV === 'production') throw new Error('STUDIO_USAGE_CLOCK_FILE is for the test harness only and is refused when NODE_ENV=production.');
  const read = () => {
    const at = new Date(readFileSync(file, 'utf8').trim());
    if (Number.isNaN(at.getTime())) throw new Error(`STUDIO_USAGE_CLOCK_FILE: ${file} holds no ISO time.`);
    return at;
  };
  let last = read();
  return () => {
    try {
      last = read();
    } catch {
      // Being rewritten just now (or broken): the time it held last.
    }
    return last;
  };
}
