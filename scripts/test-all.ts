import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every check, end to end included. Steps run in order and stop at the first
 * failure; the last line counts the tests of every step.
 *
 * The unit tests use PGlite. When TEST_DATABASE_URL names a PostgreSQL server (CI starts one, see
 * .ci/run), the API and database suites run a second time on it, each suite in a schema of its own.
 */
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const withoutServer = { ...process.env };
delete withoutServer.TEST_DATABASE_URL;

const vitestJson = (report: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

const steps: Step[] = [
  { name: 'type-check', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit tests', command: ['npx', 'vitest', 'run', ...vitestJson('test-results/unit.json')], env: withoutServer },
  ...(serverUrl
    ? [{
        name: 'API suite on PostgreSQL',
        // real-provider.test.ts starts the API as its own process with its own (PGlite) settings.
        command: ['npx', 'vitest', 'run', '--project', 'server', 'server/api/', 'server/db/',
          '--exclude', 'server/api/real-provider.test.ts', ...vitestJson('test-results/server-postgres.json')],
      }]
    : []),
  { name: 'production build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'first-load budget', command: ['npm', 'run', '--silent', 'budget'] },
  { name: 'end-to-end tests', command: ['npm', 'run', '--silent', 'test:e2e'] },
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

let failedStep: string | undefined;
for (const { name, command: [command, ...args], env } of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command!, args, { stdio: 'inherit', env: env ?? process.env });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
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
