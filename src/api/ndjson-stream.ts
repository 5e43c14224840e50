/**
 * Reads the newline-delimited JSON chunks `{content, done, error}` of a streamed answer
 * (tools.md §7 chat stream, registry chat) from a `ReadableStream<Uint8Array>`.
 *
 * Limits, chosen here because the spec leaves them open:
 * - One line may hold at most `MAX_LINE_LENGTH` (1,048,576) UTF-16 code units, line terminator
 *   excluded — at least 1 MiB of UTF-8. A longer line stops the read with `line-too-long`; the
 *   buffer never holds more than that plus one network read.
 * - Empty-stream guard (tools.md §5): `EMPTY_CHUNK_LIMIT` (50) consecutive empty chunks stop the
 *   read with `empty-stream`. An empty chunk is a parsed line whose `content` is `''` with `done`
 *   not true and `error` not set; only a chunk with non-empty content resets the count. Blank
 *   keep-alive lines and invalid lines neither count nor reset. Separately, 50 consecutive reads
 *   that deliver zero bytes trip the same guard (any read with bytes resets that count), so a
 *   transport that spins without data cannot loop forever.
 *
 * Apart from zero-byte reads, the result does not depend on how the bytes are cut into reads.
 */

import type { StreamReadOutcome } from '../../domain/answer-end';

/** Longest accepted line, in UTF-16 code units without the line terminator. */
export const MAX_LINE_LENGTH = 1_048_576;

/** The empty-stream guard: this many consecutive empty chunks (or zero-byte reads) is an error. */
export const EMPTY_CHUNK_LIMIT = 50;

/** How much of an invalid line an `invalid-line` event quotes. */
const QUOTED_LINE_LENGTH = 200;

/** One streamed chunk as the backend sends it. `error` is set only when the backend gave up. */
interface NdjsonChunk {
  content: string;
  done: boolean;
  error?: unknown;
  /** The last line of a kept answer whose writing server stopped before the end (main.yaml StreamChunk `cut`). */
  cut: boolean;
  /** With `cut`: the server stopped the answer at one of its limits (main.yaml StreamChunk `capped`). */
  capped: boolean;
  /** The last line of a kept answer its cancel call stopped, perhaps in another tab (main.yaml StreamChunk `cancelled`). */
  cancelled: boolean;
  /** A context receipt (main.yaml ContextReceipt), as sent: the caller checks it. */
  receipt?: unknown;
  /** On the last line when a budget of the caller is at 80 % or more (main.yaml BudgetState), as sent. */
  budgetWarning?: unknown;
  /** On the last line of a booked answer the caller may vote on (main.yaml StreamChunk `ledgerId`), as sent. */
  ledgerId?: unknown;
}

/** Reported while reading; the read goes on. */
export type NdjsonEvent =
  /** Text to append to the answer (never empty). */
  | { type: 'content'; content: string }
  /** A line carried a context receipt (unchecked). */
  | { type: 'receipt'; receipt: unknown }
  /** A line carried a budget at 80 % or more (unchecked). */
  | { type: 'budgetWarning'; budget: unknown }
  /** A line named the answer's ledger row (unchecked). */
  | { type: 'ledgerId'; ledgerId: unknown }
  /** A line that is not a chunk. `lineNumber` counts from 1, blank lines included; `line` is cut to 200 characters. */
  | { type: 'invalid-line'; lineNumber: number; line: string; message: string };

export interface ReadNdjsonOptions {
  /** Aborting stops the read and cancels the stream; the outcome is `aborted`. */
  signal?: AbortSignal;
  /** Called synchronously for each event, in stream order. */
  onEvent: (event: NdjsonEvent) => void;
  /** Overrides for tests; the defaults are the exported constants. */
  maxLineLength?: number;
  emptyChunkLimit?: number;
}

type LineResult = { kind: 'chunk'; chunk: NdjsonChunk } | { kind: 'invalid'; message: string };

function parseLine(line: string): LineResult {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', message: 'a chunk must be a JSON object' };
  }
  const { content = '', done = false, error, receipt, budgetWarning, ledgerId, cut, capped, cancelled } = value as Record<string, unknown>;
  if (typeof content !== 'string') return { kind: 'invalid', message: '"content" must be a string' };
  if (typeof done !== 'boolean') return { kind: 'invalid', message: '"done" must be true or false' };
  return { kind: 'chunk', chunk: { content, done, error, receipt, budgetWarning, ledgerId, cut: cut === true, capped: capped === true, cancelled: cancelled === true } };
}

/** null, false and '' are how backends write "no error". */
function errorText(error: unknown): string | null {
  if (error === undefined || error === null || error === false || error === '') return null;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * Reads `stream` to its end (or until `done`, an error, a limit or the signal), reporting
 * events through `onEvent`. Resolves with the outcome; never rejects unless `onEvent` throws.
 * Made for an XState `fromCallback` actor: forward events with `sendBack`, abort in the cleanup.
 *
 * @example
 * fromCallback(({ sendBack, input }) => {
 *   const controller = new AbortController();
 *   void readNdjsonStream(input.body, { signal: controller.signal, onEvent: (event) => sendBack({ type: 'stream.event', event }) })
 *     .then((outcome) => sendBack({ type: 'stream.ended', outcome }));
 *   return () => controller.abort();
 * });
 */
export async function readNdjsonStream(
  stream: ReadableStream<Uint8Array>,
  { signal, onEvent, maxLineLength = MAX_LINE_LENGTH, emptyChunkLimit = EMPTY_CHUNK_LIMIT }: ReadNdjsonOptions,
): Promise<StreamReadOutcome> {
  const reader = stream.getReader();
  // A pending read() only settles when the stream is cancelled, so abort cancels it.
  const onAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', onAbort);

  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let lineNumber = 0;
  let emptyChunks = 0;
  let emptyReads = 0;

  const tooLong = (line: number): StreamReadOutcome => ({
    status: 'failed',
    reason: 'line-too-long',
    message: `line ${line} is longer than ${maxLineLength} characters`,
  });
  const emptyStream = (): StreamReadOutcome => ({
    status: 'failed',
    reason: 'empty-stream',
    message: `${emptyChunkLimit} empty chunks in a row`,
  });

  /** Handles one line (terminator removed); returns an outcome when reading must stop. */
  const handleLine = (raw: string, final: boolean): StreamReadOutcome | null => {
    // onEvent may abort; the lines already buffered must not be reported after that.
    if (signal?.aborted) return { status: 'aborted' };
    lineNumber += 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.length > maxLineLength) return tooLong(lineNumber);
    if (line.trim() === '') return null;
    const parsed = parseLine(line);
    if (parsed.kind === 'invalid') {
      if (final) return { status: 'incomplete', reason: 'cut-mid-line', message: 'the stream ended inside a line' };
      onEvent({ type: 'invalid-line', lineNumber, line: line.slice(0, QUOTED_LINE_LENGTH), message: parsed.message });
      return null;
    }
    const { content, done, error, receipt, budgetWarning, ledgerId, cut, capped, cancelled } = parsed.chunk;
    if (receipt !== undefined && receipt !== null) onEvent({ type: 'receipt', receipt });
    if (budgetWarning !== undefined && budgetWarning !== null) onEvent({ type: 'budgetWarning', budget: budgetWarning });
    if (ledgerId !== undefined && ledgerId !== null) onEvent({ type: 'ledgerId', ledgerId });
    if (content !== '') {
      emptyChunks = 0;
      onEvent({ type: 'content', content });
    }
    // A kept answer cut off where its server stopped: what came is kept, as after a broken stream (its error is the notice).
    // Stopped at one of the server's limits (tokens, size, time): kept the same way, told apart.
    if (cut && capped) return { status: 'incomplete', reason: 'capped', message: errorText(error) ?? 'the answer reached a limit of the server' };
    if (cut) return { status: 'incomplete', reason: 'cut-by-server', message: errorText(error) ?? 'the server writing the answer stopped' };
    const errorMessage = errorText(error);
    if (errorMessage !== null) return { status: 'stream-error', error: errorMessage };
    // Stopped by its cancel call (a Stop here or in another tab): it ends as a Stop here does.
    if (done && cancelled) return { status: 'canceled' };
    if (done) return { status: 'complete' };
    if (content === '' && ++emptyChunks >= emptyChunkLimit) return emptyStream();
    return null;
  };

  /** Splits off complete lines; `scanFrom` skips the tail already known to hold no newline. */
  const drainLines = (scanFrom: number): StreamReadOutcome | null => {
    let start = 0;
    let newline = pending.indexOf('\n', scanFrom);
    let outcome: StreamReadOutcome | null = null;
    while (newline !== -1 && !outcome) {
      outcome = handleLine(pending.slice(start, newline), false);
      start = newline + 1;
      newline = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
    if (outcome) return outcome;
    // The unterminated tail may still lose a trailing '\r', hence the + 1.
    return pending.length > maxLineLength + 1 ? tooLong(lineNumber + 1) : null;
  };

  const read = async (): Promise<StreamReadOutcome> => {
    if (signal?.aborted) return { status: 'aborted' };
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        if (signal?.aborted) return { status: 'aborted' };
        const message = error instanceof Error ? error.message : String(error);
        return { status: 'incomplete', reason: 'read-failed', message };
      }
      if (signal?.aborted) return { status: 'aborted' };
      if (result.done) break;
      if (result.value.byteLength === 0) {
        if (++emptyReads >= emptyChunkLimit) return emptyStream();
        continue;
      }
      emptyReads = 0;
      const scanFrom = pending.length;
      pending += decoder.decode(result.value, { stream: true });
      const outcome = drainLines(scanFrom);
      if (outcome) return outcome;
    }
    const scanFrom = pending.length;
    pending += decoder.decode();
    const outcome = drainLines(scanFrom) ?? (pending === '' ? null : handleLine(pending, true));
    return outcome ?? { status: 'incomplete', reason: 'ended-without-done', message: 'the stream ended without a final chunk' };
  };

  try {
    return await read();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    // Stopping early (done, error, limit, abort, a throwing onEvent) must release the connection;
    // on a stream that already ended this does nothing.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
