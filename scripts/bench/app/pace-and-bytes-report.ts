import type { AppBenchRun } from './app-bench-types';
import { longOnes, ms, seconds, verdict } from '../report-format';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** The aims of the bench's whole-app figures (docs/benchmarks.md, "Bytes and pace"). */
export const paceAndBytesAims = { firstAnswerKiB: 250, fastRatio: 60, slowRatio: 25 } as const;

/**
 * The whole app at both paces against the naive renderer's cost per token (the component bench's,
 * measured in the same run), and the scripts a cold browser fetched by the first answer.
 */
export function paceAndBytesReportLines(app: AppBenchRun, naivePerTokenMs: number, fastIntervalMs: number): string[] {
  const { stream, slowStream, firstAnswer } = app;
  const fastPerToken = stream.mainThreadMs / stream.tokens;
  const slowTokens = slowStream.to - slowStream.from;
  const slowPerToken = slowStream.mainThreadMs / slowTokens;
  const fastRatio = naivePerTokenMs / fastPerToken;
  const slowRatio = naivePerTokenMs / slowPerToken;
  const largest = [...firstAnswer.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
  const budgetMatches = firstAnswer.uncounted.length === 0 && firstAnswer.counted.length === 0;
  return [
    'WHOLE APP AT TWO PACES, AND THE BYTES BY THE FIRST ANSWER',
    `At ${fastIntervalMs} ms a token (${stream.tokens} tokens): ${ms(fastPerToken)} ms per token, naive ÷ whole app ${fastRatio.toFixed(1)}×, ` +
      `long tasks ${longOnes(stream.longTasks.map((task) => task.durationMs))}.`,
    `At ${slowStream.intervalMs} ms a token (one chunk a frame, tokens ${slowStream.from}-${slowStream.to} of the same answer, ` +
      `${seconds(slowStream.wallMs)} s): ${ms(slowPerToken)} ms per token, naive ÷ whole app ${slowRatio.toFixed(1)}×, ` +
      `long tasks ${longOnes(slowStream.longTaskMs)}, long animation frames ${longOnes(slowStream.longAnimationFrameMs)}.`,
    `Scripts fetched from navigation to the first answer's finished render (cold cache, the chat, alice on the corporate provider): ` +
      `${firstAnswer.scripts.length} files, ${kib(firstAnswer.gzipBytes)} gzip (${kib(firstAnswer.encodedBytes)} on the wire as brotli);`,
    `  largest: ${largest.map((script) => `${script.name ?? script.path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kib(script.gzipBytes)}`).join(', ')}.`,
    `  npm run budget's count of the same build: ${kib(firstAnswer.budgetGzipBytes)}` +
      (budgetMatches ? ' (the same files).' : `; fetched, not counted: ${firstAnswer.uncounted.join(', ') || 'none'}; counted, not fetched: ${firstAnswer.counted.join(', ') || 'none'}.`),
    'Aims:',
    `  ≤ ${paceAndBytesAims.firstAnswerKiB} KiB of scripts by the first answer: ${verdict(firstAnswer.gzipBytes <= paceAndBytesAims.firstAnswerKiB * 1024, kib(firstAnswer.gzipBytes))}`,
    `  ≥ ${paceAndBytesAims.fastRatio}× below naive at ${fastIntervalMs} ms a token: ${verdict(fastRatio >= paceAndBytesAims.fastRatio, `${fastRatio.toFixed(1)}×`)}`,
    `  ≥ ${paceAndBytesAims.slowRatio}× below naive at ${slowStream.intervalMs} ms a token: ${verdict(slowRatio >= paceAndBytesAims.slowRatio, `${slowRatio.toFixed(1)}×`)}`,
    `  0 long tasks at both paces: ${verdict(stream.longTasks.length + slowStream.longTaskMs.length === 0, `${stream.longTasks.length} and ${slowStream.longTaskMs.length}`)}`,
  ];
}

/** The budget's list of the first answer's modules is stale when a browser fetches what it does not count. */
export function firstAnswerFailures(app: AppBenchRun): string[] {
  const { uncounted, counted } = app.firstAnswer;
  if (uncounted.length === 0 && counted.length === 0) return [];
  return [`npm run budget's first-answer count differs from the browser's (scripts/first-load/first-load.ts firstAnswerModules): fetched, not counted: ${uncounted.join(', ') || 'none'}; counted, not fetched: ${counted.join(', ') || 'none'}`];
}
