import { longOnes, ms, table, verdict } from '../report-format';
import type { LighthouseRun } from './lighthouse-runs';
import type { StartupRow } from './startup-scenario';

/** Lighthouse 0.95 or better on every route measured (the chat's aim was 0.9 before). */
const aims: Record<string, number> = { '/logged-out (cold)': 0.95, '/ chat, signed in (warm)': 0.95 };
/** The message box usable within this, cold cache at 4x CPU (a slower laptop or phone). */
const usableAimMs = 600;

export function startupReportLines(rows: readonly StartupRow[], lighthouse: readonly LighthouseRun[]): string[] {
  return [
    '',
    'Start-up (production build on the reference stack, alice signed in, reloading the chat route)',
    table([
      ['cache', 'CPU', 'first paint ms', 'usable ms', 'main thread ms', 'long tasks'],
      ...rows.map((row) => [row.cache, `${row.cpuSlowdown}x`, ms(row.firstPaintMs), ms(row.usableMs), ms(row.mainThreadMs), longOnes(row.longTaskMs)]),
    ]),
    '  usable: the message box takes input. Wall-clock figures: a busy machine lengthens them.',
    ...rows
      .filter((row) => row.cache === 'cold' && row.cpuSlowdown === 4)
      .map((row) => `  message box usable ≤ ${usableAimMs} ms, cold at 4x CPU: ${verdict(row.usableMs <= usableAimMs, `${ms(row.usableMs)} ms`)}`),
    '',
    'Lighthouse 12, mobile preset (simulated slow 4G and 4x CPU)',
    table([
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'aim'],
      ...lighthouse.map((run) => {
        const aim = aims[run.page];
        const score = run.score === null ? 'n/a' : run.score.toFixed(2);
        const met = aim === undefined ? '' : verdict(run.score !== null && run.score >= aim, `below ${aim}`);
        return [run.page, score, run.metrics.FCP ?? '', run.metrics.LCP ?? '', run.metrics.TBT ?? '', run.metrics.CLS ?? '', run.metrics.SI ?? '', met];
      }),
    ]),
  ];
}
