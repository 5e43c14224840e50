import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every check, end to end included. Steps run in order and stop at the first
 * failure; the last line counts the tests of both runners.
 */
const steps: Array<[name: string, command: string[]]> = [
  ['type-check', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['unit tests', ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']],
  ['production build', ['npm', 'run', '--silent', 'build']],
  ['end-to-end tests', ['npm', 'run', '--silent', 'test:e2e']],
];

const reports = ['test-results/unit.json', 'test-results/e2e.json'];
for (const report of reports) rmSync(report, { force: true });

function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const unit = 'test-results/unit.json';
  if (existsSync(unit)) {
    const json = JSON.parse(readFileSync(unit, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += json.numPassedTests;
    failed += json.numFailedTests;
  }
  const e2e = 'test-results/e2e.json';
  if (existsSync(e2e)) {
    const json = JSON.parse(readFileSync(e2e, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed += json.stats.expected + json.stats.flaky;
    failed += json.stats.unexpected;
  }
  return { passed, failed };
}

let failedStep: string | undefined;
for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command!, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed } = counts();
if (failedStep) console.error(`\n✗ ${failedStep} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
