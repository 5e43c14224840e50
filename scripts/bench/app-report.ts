import type { AppBenchRun, TimedTask, TimedWrite } from './app/app-bench-types';
import { longOnes, ms, seconds, table, verdict } from './report-format';

/** What the whole-app figures are printed beside: a streaming run of the component bench. */
export interface ComparedStream {
  tokens: number;
  wallMs: number;
  mainThreadMs: number;
  longTaskMs: number[];
  longAnimationFrameMs?: number[];
  storageWrites: number;
}

const perToken = (stream: ComparedStream) => stream.mainThreadMs / stream.tokens;

/** "2: IndexedDB put K at +0.01 s, localStorage setItem L at +41.2 s". */
function listWrites(writes: readonly TimedWrite[]): string {
  if (writes.length === 0) return '0';
  const shown = writes.slice(0, 6).map((write) => `${write.what} at +${seconds(write.atMs)} s`);
  return `${writes.length}: ${shown.join(', ')}${writes.length > shown.length ? `, … ${writes.length - shown.length} more` : ''}`;
}

/** "8: localStorage ×7 (locale, colorScheme, …), IndexedDB ×1 (PRIVATE_CHAT_HISTORY:alice)": by storage, keys once each. */
function groupWrites(writes: readonly TimedWrite[]): string {
  const byStorage = new Map<string, { count: number; keys: Set<string> }>();
  for (const write of writes) {
    const [storage = '', , ...key] = write.what.split(' ');
    const group = byStorage.get(storage) ?? { count: 0, keys: new Set<string>() };
    group.count += 1;
    group.keys.add(key.join(' '));
    byStorage.set(storage, group);
  }
  const groups = [...byStorage].map(([storage, { count, keys }]) => `${storage} ×${count} (${[...keys].join(', ')})`);
  return `${writes.length}${groups.length ? `: ${groups.join(', ')}` : ''}`;
}

/** "2: 130 ms at +40.3 s, 61 ms at +40.5 s". */
function listTasks(tasks: readonly TimedTask[] | undefined): string {
  if (tasks === undefined) return 'not supported';
  if (tasks.length === 0) return '0';
  const shown = tasks.slice(0, 8).map((task) => `${ms(task.durationMs)} ms at +${seconds(task.atMs)} s`);
  return `${tasks.length}: ${shown.join(', ')}${tasks.length > shown.length ? `, … ${tasks.length - shown.length} more` : ''}`;
}

/** The whole-app section of the report, its targets included. */
export function appReportLines(app: AppBenchRun, components: { incremental: ComparedStream; naive: ComparedStream }, intervalMs: number): string[] {
  const { stream, openChat, search } = app;
  const { incremental, naive } = components;
  const appStream: ComparedStream = {
    tokens: stream.tokens,
    wallMs: stream.lastByteMs,
    mainThreadMs: stream.mainThreadMs,
    longTaskMs: stream.longTasks.map((task) => task.durationMs),
    longAnimationFrameMs: stream.longAnimationFrames?.map((frame) => frame.durationMs),
    storageWrites: stream.writesWhileStreaming.length,
  };
  const appRatio = perToken(naive) / perToken(appStream);
  const column = (run: ComparedStream) => [
    ms(perToken(run)),
    longOnes(run.longTaskMs),
    longOnes(run.longAnimationFrameMs),
    String(run.storageWrites),
    `${run.tokens} / ${seconds(run.wallMs)}`,
  ];
  const columns = [column(appStream), column(incremental), column(naive)];
  const rowNames = [
    'main-thread CPU time per token (ms)',
    'long tasks > 50 ms while streaming',
    'long animation frames while streaming',
    'storage writes while streaming',
    'tokens / wall time to last byte (s)',
  ];
  const writesPerSecond = stream.writesWhileStreaming.length / ((stream.lastByteMs - stream.firstTextMs) / 1000);
  const shownOrNot = (yes: boolean) => (yes ? 'yes' : 'NO');
  return [
    'WHOLE APP — the studio\'s production build on the reference stack (API with PGlite, both identity providers), signed in',
    `as alice through the provider's page; the API's model is the bench model server, streaming the same answer as`,
    `OpenAI-style SSE, one token per event every ${intervalMs} ms. API: ${app.apiSummary}.`,
    '',
    `Asking for the ${stream.tokens}-token answer in the chat:`,
    table([
      ['', 'whole app', 'components, incremental', 'naive'],
      ...rowNames.map((name, row) => [name, ...columns.map((values) => values[row] ?? '')]),
      ['naive ÷ this (main-thread time per token)', `${appRatio.toFixed(1)}×`, `${(perToken(naive) / perToken(incremental)).toFixed(1)}×`, ''],
    ]),
    `Enter → first text ${ms(stream.firstTextMs)} ms, last byte ${seconds(stream.lastByteMs)} s, finished answer on screen ${seconds(stream.wallMs)} s ` +
      `(the model sent for ${seconds(stream.modelSendMs)} s); main-thread time is counted from Enter to the finished answer.`,
    `Long tasks while streaming (Enter → the task that finishes the answer): ${listTasks(stream.longTasks)}; ` +
      `long animation frames: ${listTasks(stream.longAnimationFrames)}.`,
    `Storage writes sending the question: ${listWrites(stream.writesAtSend)}.`,
    `Storage writes while streaming (first text → last byte): ${listWrites(stream.writesWhileStreaming)} ` +
      `(${writesPerSecond.toFixed(2)}/s, most in one second ${stream.busiestSecondWrites}).`,
    `At the answer's end (from that task) and ${seconds(stream.afterMs)} s after: long tasks ${listTasks(stream.completionLongTasks)}; ` +
      `long animation frames ${listTasks(stream.completionLongAnimationFrames)};`,
    `  storage writes (from the last byte) ${listWrites(stream.writesAfter)}.`,
    `Answer on screen identical to the whole text rendered at once: ${shownOrNot(stream.shownEqualsWhole)} (${stream.shownChars} characters of text); ` +
      `streamed answer's element replaced by a new rendering of the whole answer when it finished: ${stream.rebuiltWhenFinished ? 'yes' : 'no'}.`,
    `Whole answer saved in IndexedDB: ${shownOrNot(stream.savedAnswerComplete)}; chat named ${stream.chatName === null ? '(not named)' : `"${stream.chatName}"`}; ` +
      `model requests: ${app.modelStreams} streamed, ${app.modelCompletions} whole (naming).`,
    '',
    `Reopen a ${openChat.messages}-message chat (${(openChat.storedChars / 1e6).toFixed(2)} M chars in IndexedDB), reload → last message shown: ` +
      `${ms(openChat.shownMs)} ms${openChat.shownBeforeWatch ? ' (at most: shown before the watch began)' : ''}, settled ${ms(openChat.settledMs)} ms, ` +
      `main thread ${ms(openChat.mainThreadMs)} ms (start-up included);`,
    `  message rows mounted ${openChat.rowsMounted} (most at once ${openChat.maxRowsMounted}); long tasks ${longOnes(openChat.longTaskMs)}; ` +
      `storage writes ${groupWrites(openChat.storageWrites)}`,
    `Sidebar search over ${search.chats} stored chats (${(search.storedChars / 1e6).toFixed(1)} M chars; reload → all listed ${ms(search.listShownMs)} ms), ` +
      `rows mounted ${search.rowsMounted}, long tasks while searching ${longOnes(search.longTaskMs)}:`,
    table([
      ['query', 'matches (expected)', 'input → list updated (ms)', 'input → next frame (ms)', 'main thread (ms)'],
      ...search.queries.map((query) => [
        `"${query.query}"`,
        `${query.matches} (${query.expected})`,
        ms(query.updatedMs),
        ms(query.frameMs),
        ms(query.mainThreadMs),
      ]),
    ]),
    '',
    'Whole-app targets:',
    `  ≥ 10× less main-thread time than naive: ${verdict(appRatio >= 10, `${appRatio.toFixed(1)}×`)} (${appRatio.toFixed(1)}×)`,
    `  zero long tasks while streaming: ${verdict(stream.longTasks.length === 0, `${stream.longTasks.length} long tasks`)}` +
      (stream.completionLongTasks.length ? ` (at the answer's end: ${longOnes(stream.completionLongTasks.map((task) => task.durationMs))})` : ''),
    `  ≤ 1 storage write per second while streaming: ${verdict(stream.busiestSecondWrites <= 1, `${stream.busiestSecondWrites} writes in one second`)} ` +
      `(${stream.writesWhileStreaming.length} in ${seconds(stream.lastByteMs - stream.firstTextMs)} s)`,
    `  opening the 500-message chat mounts ≤ 40 rows: ${verdict(openChat.maxRowsMounted <= 40, `${openChat.maxRowsMounted} rows`)} (${openChat.maxRowsMounted} at most)`,
  ];
}
