import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./last-resort.fixture.ts', import.meta.url));

/** The fixture in a process of its own, as `npm start` and `npm run serve` run their entry points. */
const run = (how: 'throw' | 'reject') =>
  spawnSync(process.execPath, ['--import', 'tsx', fixture, how], { encoding: 'utf8', timeout: 30_000 });

describe("the entry points' last resort", () => {
  it.each([
    ['throw', 'an error nothing caught', 'thrown and never caught'],
    ['reject', 'a rejected promise nobody awaited', 'rejected and never awaited'],
  ] as const)('%s: logs what happened and exits non-zero', (how, what, message) => {
    const child = run(how);
    expect(child.signal).toBeNull();
    expect(child.status).toBe(1);
    expect(child.stderr).toContain(`[fixture] stopping: ${what}.`);
    expect(child.stderr).toContain(message);
  });
});
