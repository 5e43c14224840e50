import type { TakeAlongRun, TakeAlongSide } from './bench-types';

const ms = (value: number) => `${value.toFixed(0)} ms`;
const longest = (side: TakeAlongSide) => (side.longTaskMs.length === 0 ? 0 : Math.max(...side.longTaskMs));

function sideLine(label: string, side: TakeAlongSide) {
  const over200 = side.longTaskMs.filter((duration) => duration > 200).length;
  return `  ${label.padEnd(24)} plan ${ms(side.planMs).padStart(8)}, write ${ms(side.applyMs).padStart(8)}, ${side.added} chats added; ` +
    `main thread: ${side.longTaskMs.length} long tasks, longest ${ms(longest(side))}, ${over200} over 200 ms`;
}

/** The take-along import's figures (no long task over 200 ms for a 50 MB file). Figures, not a test. */
export function takeAlongReportLines(run: TakeAlongRun): string[] {
  return [
    '',
    `Take-along import: a ${(run.fileBytes / 1_000_000).toFixed(1)} MB file of ${run.chats} chats`,
    sideLine('in the worker (studio)', run.worker),
    sideLine('on the main thread', run.mainThread),
  ];
}
