import type { AppBenchRun } from './app/app-bench-types';
import { appReportLines } from './app-report';
import { paceAndBytesReportLines } from './app/pace-and-bytes-report';
import type { OpenChatRun, SearchRun } from './bench-types';
import { longOnes, ms, table, verdict } from './report-format';
import { distribution, type Distribution } from './stats';

/** One streaming measurement, runs pooled. */
export interface MeasuredStream {
  tokens: number;
  wallMs: number;
  /** Chromium's TaskDuration over the run (thread CPU time): every main-thread task, rendering included. */
  mainThreadMs: number;
  chunkMs: number[];
  flushMs: number[];
  frames: number;
  longTaskMs: number[];
  longAnimationFrameMs?: number[];
  storageWrites: number;
}

export interface BenchReport {
  date: string;
  chromium: string;
  cores: number;
  /** 1-minute load average when the run started and ended. */
  load: [number, number];
  tokens: number;
  characters: number;
  intervalMs: number;
  naiveWindows: string;
  features: { longAnimationFrame: boolean };
  incremental: MeasuredStream;
  /** The incremental renderer at a slow model's pace, in a window mid-answer. */
  slow: { stream: MeasuredStream; intervalMs: number; window: string };
  naive: MeasuredStream;
  identical: boolean;
  openChat: OpenChatRun;
  openChatMainThreadMs: number;
  search: SearchRun;
  /** The whole studio on the reference stack, streaming the same answer. */
  app: AppBenchRun;
  durationS: number;
}

const perToken = (stream: MeasuredStream) => stream.mainThreadMs / stream.tokens;
const pair = (samples: Distribution) => `${ms(samples.p95Ms)} / ${ms(samples.maxMs)}`;
const tokensAndTime = (stream: MeasuredStream) => `${stream.tokens} / ${(stream.wallMs / 1000).toFixed(1)}`;
export function printReport(report: BenchReport): void {
  const { incremental, naive, openChat, search } = report;
  const slow = report.slow.stream;
  const ratio = perToken(naive) / perToken(incremental);
  const slowRatio = perToken(naive) / perToken(slow);
  const summarise = (stream: MeasuredStream) => ({ chunk: distribution(stream.chunkMs), flush: distribution(stream.flushMs) });
  const inc = summarise(incremental);
  const nai = summarise(naive);
  const slo = summarise(slow);
  const lines = [
    `Studio rendering bench — ${report.date}, Chromium ${report.chromium}, ${report.cores} cores, ${report.durationS.toFixed(0)} s, ` +
      `load average ${report.load.map((load) => load.toFixed(1)).join(' → ')}`,
    `Answer: ${report.tokens} tokens (${report.characters} chars) of generated Markdown, one token per chunk every ${report.intervalMs} ms.`,
    `Naive baseline: whole text re-parsed, sanitised and re-rendered per chunk; ${report.naiveWindows}.`,
    '',
    'COMPONENTS — StreamingAnswer, MessageContent and VirtualList on the bench page, the answer applied as store updates would be:',
    table([
      ['', 'incremental', `incremental, ${report.slow.intervalMs} ms pace`, 'naive', 'naive ÷ incremental'],
      ['main-thread CPU time per token (ms)', ms(perToken(incremental)), ms(perToken(slow)), ms(perToken(naive)), `${ratio.toFixed(1)}× (${slowRatio.toFixed(1)}× at ${report.slow.intervalMs} ms)`],
      ['flush p95 / max (ms)', pair(inc.flush), pair(slo.flush), pair(nai.flush), ''],
      ['flushes / frames', `${inc.flush.count} / ${incremental.frames}`, `${slo.flush.count} / ${slow.frames}`, `${nai.flush.count} / ${naive.frames}`, ''],
      ['chunk apply p95 / max (ms)', pair(inc.chunk), pair(slo.chunk), pair(nai.chunk), ''],
      ['long tasks > 50 ms', longOnes(incremental.longTaskMs), longOnes(slow.longTaskMs), longOnes(naive.longTaskMs), ''],
      ['long animation frames', longOnes(incremental.longAnimationFrameMs), longOnes(slow.longAnimationFrameMs), longOnes(naive.longAnimationFrameMs), ''],
      ['storage writes while streaming', String(incremental.storageWrites), String(slow.storageWrites), String(naive.storageWrites), ''],
      ['tokens measured / wall time (s)', tokensAndTime(incremental), tokensAndTime(slow), tokensAndTime(naive), ''],
    ]),
    `(${report.slow.intervalMs} ms pace: ${report.slow.window}, one chunk per frame as a ~60 tokens/s model sends them.)`,
    `Streamed output identical to rendering the whole text at once: ${report.identical ? 'yes' : 'NO'}`,
    '',
    `Open a ${openChat.messages}-message chat: mount ${ms(openChat.mountMs)} ms, first frame ${ms(openChat.firstFrameMs)} ms, ` +
      `settled ${ms(openChat.settledMs)} ms, main thread ${ms(report.openChatMainThreadMs)} ms; rows mounted ${openChat.rowsMounted} ` +
      `(most at once ${openChat.maxRowsMounted}); long tasks ${longOnes(openChat.longTaskMs)}; storage writes ${openChat.storageWrites}`,
    `Sidebar search over ${search.chats} chats (${(search.corpusChars / 1e6).toFixed(1)} M chars of names and messages), sidebar rows mounted ${search.rowsMounted}:`,
    table([
      ['query', 'matches', 'filter (ms)', 'prepared filter (ms)', 'render result (ms)'],
      ...search.queries.map((query) => [`"${query.query}"`, String(query.matches), ms(query.filterMs), ms(query.preparedFilterMs), ms(query.renderMs)]),
    ]),
    `(prepared = lower-cased text of every chat built once, ${ms(search.prepareMs)} ms)`,
    '',
    'Targets (components):',
    `  ≥ 10× less main-thread time than naive: ${verdict(Math.min(ratio, slowRatio) >= 10, `${Math.min(ratio, slowRatio).toFixed(1)}×`)}`,
    `  zero long tasks while streaming: ${verdict(incremental.longTaskMs.length + slow.longTaskMs.length === 0, `${incremental.longTaskMs.length + slow.longTaskMs.length} long tasks`)}`,
    `  ≤ 1 storage write per second while streaming: ${verdict(incremental.storageWrites + slow.storageWrites <= (incremental.wallMs + slow.wallMs) / 1000, `${incremental.storageWrites + slow.storageWrites} writes`)}`,
    `  opening the 500-message chat mounts ≤ 40 rows: ${verdict(openChat.maxRowsMounted <= 40, `${openChat.maxRowsMounted} rows`)}`,
    '',
    ...appReportLines(report.app, { incremental, naive }, report.intervalMs),
    '',
    ...paceAndBytesReportLines(report.app, perToken(naive), report.intervalMs),
  ];
  console.log(lines.join('\n'));
}
