import { departmentGroups, localGroups } from '../../../server/idp/accounts';
import { openTestDatabase, testDatabaseDriver } from '../../../server/db/test-database';
import { createLogger } from '../../../server/api/ops/logger';
import { manualClock, startTestApi } from '../../../server/api/testing/test-api';
import { alternation, type BookingMode, type BookingRun } from './booking-figures';
import { countedDatabase } from './counted-database';

/** Off the bench stack's ports (4200-4202, 4273), the upload-lag scenario's (4203) and the tests'. */
const port = 4204;
export const bookingScenario = { answers: 100, warmUp: 5, rounds: 3 } as const;

/**
 * Limits so high nothing is refused: each answer still pays for the admission (behind the advisory
 * locks, one read per scope), the booking and the 80 % check, as it would under a real BUDGETS.
 */
const generousBudgets = 'user:requests/minute=1000000; user:tokens/day=1000000000; department:cost/month=1000000';
const groups = [localGroups.chat, departmentGroups.fin];

/** One chat answer as the studio asks it (kept, with an answer id), read to its last line; its time in ms. */
async function oneAnswer(url: string, headers: Record<string, string>, index: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/v1/chat/stream`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      messages: [{ role: 'user', content: `Question ${index}: what does the department's budget say about travel?` }],
      answerId: `bench-answer-${index}`,
      sessionId: `bench-session-${index}`,
    }),
  });
  const text = await response.text();
  const last = JSON.parse(text.trimEnd().split('\n').at(-1) ?? '{}') as { done?: boolean; error?: string | null };
  if (response.status !== 200 || last.done !== true || last.error) throw new Error(`booking: answer ${index} failed: ${response.status} ${text.slice(0, 200)}`);
  return performance.now() - started;
}

/** Until the database has been quiet for a moment: what an answer books after its last line is counted too. */
async function quiet(count: { statements: number }) {
  for (let before = -1; before !== count.statements; ) {
    before = count.statements;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function oneRun(mode: BookingMode, answers: number, warmUp: number): Promise<BookingRun> {
  let database: ReturnType<typeof countedDatabase> | undefined;
  const api = await startTestApi({
    port,
    clock: manualClock(new Date()),
    booking: mode === 'on',
    usageEnv: mode === 'on' ? { BUDGETS: generousBudgets } : {},
    rateLimitPerMinute: 1_000_000,
    // Warnings and errors only: a request line per answer would be measured too, and would flood the report.
    logger: createLogger('warn'),
    database: async () => (database = countedDatabase(await openTestDatabase())),
  });
  try {
    const headers = await api.bearer({ subject: 'bench-booking', groups });
    // Not measured: the first answers pay for the process's first requests.
    for (let index = 0; index < warmUp; index += 1) await oneAnswer(api.url, headers, -index - 1);
    await quiet(database!.count);
    database!.reset();
    const answersMs: number[] = [];
    for (let index = 0; index < answers; index += 1) answersMs.push(await oneAnswer(api.url, headers, index));
    await quiet(database!.count);
    return { mode, answersMs, ...database!.count };
  } finally {
    await api.stop();
  }
}

/**
 * `answers` chat answers one after another through the reference API with booking on (the ledger and
 * generous BUDGETS) and off, alternated `rounds` times, each run on a fresh API and database.
 */
export async function runBookingScenario(log: (message: string) => void, { answers, warmUp, rounds } = bookingScenario) {
  const runs: BookingRun[] = [];
  const order = alternation(rounds);
  for (const [index, mode] of order.entries()) {
    log(`booking: run ${index + 1}/${order.length}, booking ${mode}, ${answers} answers on ${testDatabaseDriver()}`);
    runs.push(await oneRun(mode, answers, warmUp));
  }
  return { runs, answers, database: testDatabaseDriver() };
}
