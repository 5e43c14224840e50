import { distribution } from '../stats';
import type { UploadLagRun } from './upload-lag-scenario';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 0)} MB`;

function line(label: string, samples: readonly number[]) {
  const { count, p50Ms, p95Ms, maxMs } = distribution(samples);
  return `  ${label.padEnd(34)} ${String(count).padStart(4)} requests, median ${ms(p50Ms).padStart(9)}, p95 ${ms(p95Ms).padStart(9)}, max ${ms(maxMs).padStart(9)}`;
}

/** The upload-lag scenario's figures: what a plain request waits while bombs are read. Figures, not a test. */
export function uploadLagReportLines(run: UploadLagRun): string[] {
  return [
    '',
    `Upload lag: four files of ${run.fileBytes.map(mb).join(', ')} that inflate to ${mb(run.inflatedBytes)} each ` +
      `(cap ${mb(run.maxInflatedBytes)}, ${run.workers} extraction worker${run.workers === 1 ? '' : 's'})`,
    line('plain request, no upload', run.baselineMs),
    line('plain request, while they are read', run.duringMs),
    `  ${'the four uploads'.padEnd(34)} ${run.bombs.map((bomb) => `${bomb.name} ${bomb.status} in ${ms(bomb.ms)}`).join(', ')}`,
  ];
}

/** The scenario fails (not on time) when a crafted file was not refused for its size. */
export const uploadLagFailures = (run: UploadLagRun): string[] =>
  run.bombs.filter((bomb) => bomb.status !== 413).map((bomb) => `${bomb.name} was answered ${bomb.status}, not 413`);
