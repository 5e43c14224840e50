import type { Distribution } from '../stats';
import { runLoad, type LoadRunResult } from './load-run';
import { startLoadCluster, startLoadStack } from './load-stack';

/** The pinned scenario: 500 answers at once over 50 users, each of the offline responder's pieces 25 ms apart. */
export const loadScenario = { streams: 500, users: 50, paceMs: 25, rounds: 2, port: 17_480 } as const;

export interface LoadRun extends LoadRunResult {
  instances: number;
}

/** Two instances, then one, alternated `rounds` times, each on fresh processes on one PostgreSQL. */
export async function runLoadBench(log: (message: string) => void): Promise<LoadRun[]> {
  const shared = await startLoadCluster();
  const runs: LoadRun[] = [];
  try {
    for (let round = 1; round <= loadScenario.rounds; round += 1) {
      for (const instances of [2, 1]) {
        log(`load: ${loadScenario.streams} chat streams over ${loadScenario.users} users, ${instances} instance(s) behind nginx, round ${round}`);
        const stack = await startLoadStack(shared, instances, loadScenario);
        try {
          // One answer first, so the measured run does not pay for the processes' first requests.
          await runLoad(stack.url, stack.bearer, instances * 2, 2);
          runs.push({ instances, ...(await runLoad(stack.url, stack.bearer, loadScenario.streams, loadScenario.users)) });
        } finally {
          await stack.stop();
        }
      }
    }
  } finally {
    await shared.remove();
  }
  return runs;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const spread = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

function configurationLine(runs: LoadRun[], label: string, pick: (run: LoadRun) => Distribution) {
  const p50 = runs.map((run) => pick(run).p50Ms);
  const p95 = runs.map((run) => pick(run).p95Ms);
  return `  ${label}: p50 ${ms(median(p50))} (${spread(p50)}), p95 ${ms(median(p95))} (${spread(p95)})`;
}

export function loadReportLines(runs: LoadRun[]): string[] {
  const lines = [
    '',
    `Load: ${loadScenario.streams} concurrent chat streams over ${loadScenario.users} users, through nginx, on PostgreSQL, offline responder at ${loadScenario.paceMs} ms a piece`,
  ];
  for (const run of runs) {
    const instances = Object.entries(run.byInstance).map(([name, count]) => `${name} ${count}`).join(', ');
    lines.push(
      `  ${run.instances} instance(s): errors ${run.errors}/${run.streams}, headers p50 ${ms(run.headers.p50Ms)}, first byte p50 ${ms(run.firstByte.p50Ms)} p95 ${ms(run.firstByte.p95Ms)}, ` +
        `total p50 ${ms(run.total.p50Ms)} p95 ${ms(run.total.p95Ms)}, all done in ${ms(run.wallMs)} (${instances})`,
    );
    for (const sample of run.errorSamples) lines.push(`    error: ${sample.slice(0, 200)}`);
  }
  for (const instances of [2, 1]) {
    const of = runs.filter((run) => run.instances === instances);
    lines.push(`${instances} instance(s), median of ${of.length} runs (spread):`);
    lines.push(configurationLine(of, 'first byte', (run) => run.firstByte), configurationLine(of, 'total', (run) => run.total));
  }
  return lines;
}

/** What misses the aims: an error, a p95 first byte over 1 s, two instances slower than one beyond the runs' spread. */
export function loadFailures(runs: LoadRun[]): string[] {
  const failures: string[] = [];
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  if (errors > 0) failures.push(`load: ${errors} of ${runs.length * loadScenario.streams} streams failed`);
  return failures;
}

export function loadAimLines(runs: LoadRun[]): string[] {
  const p95 = (instances: number) => runs.filter((run) => run.instances === instances).map((run) => run.firstByte.p95Ms);
  const two = p95(2);
  const one = p95(1);
  return [
    `  aim p95 first byte ≤ 1000 ms: ${Math.max(...two, ...one) <= 1000 ? 'met' : 'missed'} (worst ${ms(Math.max(...two, ...one))})`,
    `  aim two instances no slower than one beyond the spread: ${Math.min(...two) <= Math.max(...one) ? 'met' : 'missed'} (two ${spread(two)}, one ${spread(one)})`,
  ];
}
