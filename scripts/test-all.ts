import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every check, end to end included. Steps run in order and stop at the first
 * failure; the last line counts the tests of every step.
 *
 * The unit tests use PGlite. When TEST_DATABASE_URL names a PostgreSQL server (CI starts one, see
 * .ci/run), the API and database suites run a second time on it, each suite in a schema of its own,
 * together with the `*.postgres.test.ts` scenarios that stop and start a cluster of their own
 * (vite.config.ts includes them only when TEST_DATABASE_URL is set).
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
// The API suite's request lines (info) run to hundreds in a run and bury the failures; warnings and
// errors still show. A LOG_LEVEL given to `npm test` wins.
const testEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
const withoutServer = { ...testEnv };
delete withoutServer.TEST_DATABASE_URL;

const vitestJson = (report: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

// A group of steps runs at once: the type-check and ESLint are each single-threaded, so on two
// cores they finish together in the time of the longer one.
const steps: Array<Step | Step[]> = [
  [
    { name: 'type-check', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  // Vitest's default is one worker fewer than the cores: one worker on CI's two, where the files ran
  // one after another and their start-up (jsdom, imports) waited for nothing (docs/decisions.md,
  // "The CI's time").
  { name: 'unit tests', command: ['npx', 'vitest', 'run', '--maxWorkers=2', ...vitestJson('test-results/unit.json')], env: withoutServer },
  ...(serverUrl
    ? [{
        name: 'API suite on PostgreSQL',
        // real-provider.test.ts starts the API as its own process with its own (PGlite) settings.
        command: ['npx', 'vitest', 'run', '--project', 'server', 'server/api/', 'server/db/',
          '--exclude', 'server/api/real-provider.test.ts', ...vitestJson('test-results/server-postgres.json'),
          // Its suites mostly wait (on PostgreSQL, on processes they start), not compute: a third worker
          // on two cores shortened the step (docs/decisions.md, "The CI's time").
          '--maxWorkers=3'],
        env: testEnv,
      }]
    : []),
  { name: 'production build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'first-load budget', command: ['npm', 'run', '--silent', 'budget'] },
  // The reference stack's API logs warnings and errors only here too: its request lines made most of
  // CI's end-to-end output and hid the failures.
  { name: 'end-to-end tests', command: ['npm', 'run', '--silent', 'test:e2e'], env: testEnv },
];

const reports = ['test-results/unit.json', 'test-results/server-postgres.json', 'test-results/e2e.json'];
for (const report of reports) rmSync(report, { force: true });

interface Counts {
  passed: number;
  failed: number;
}

function vitestCounts(report: string): Counts | undefined {
  if (!existsSync(report)) return undefined;
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
}

function e2eCounts(report: string): Counts | undefined {
  if (!existsSync(report)) return undefined;
  const json = JSON.parse(readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
}

/** Runs a step with its output kept until it ends (for steps running side by side); its exit status. */
function runQuietly({ command: [command, ...args], env }: Step): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { env: env ?? process.env });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.on('close', (status) => resolve({ status, output }));
  });
}

let failedStep: string | undefined;
for (const step of steps) {
  if (Array.isArray(step)) {
    const results = await Promise.all(step.map(runQuietly));
    step.forEach(({ name }, index) => {
      console.log(`\n▶ ${name}`);
      process.stdout.write(results[index]!.output);
    });
    failedStep = step.find((_, index) => results[index]!.status !== 0)?.name;
  } else {
    const { name, command: [command, ...args], env } = step;
    console.log(`\n▶ ${name}`);
    failedStep = spawnSync(command!, args, { stdio: 'inherit', env: env ?? process.env }).status === 0 ? undefined : name;
  }
  if (failedStep) break;
}

const unit = vitestCounts('test-results/unit.json');
const postgres = vitestCounts('test-results/server-postgres.json');
const e2e = e2eCounts('test-results/e2e.json');
const all = [unit, postgres, e2e].filter((counts) => counts !== undefined);
const passed = all.reduce((sum, counts) => sum + counts.passed, 0);
const failed = all.reduce((sum, counts) => sum + counts.failed, 0);

if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(
  !serverUrl
    ? '\nPostgreSQL: not configured (TEST_DATABASE_URL unset) — the API suite ran on PGlite only'
    : postgres
      ? `\nPostgreSQL: the API suite also ran on the server of TEST_DATABASE_URL (${postgres.passed} passed, ${postgres.failed} failed there)`
      : '\nPostgreSQL: configured, but the API suite did not get to run on it',
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
