/**
 * The `data` payloads of a server-sent-event stream, one per event (multi-line data joined
 * with `\n`), from raw bytes split anywhere. Comments, `event:` and `id:` lines are skipped.
 */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  function* lines(final: boolean): Generator<string> {
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      // A lone \r at the very end may be the first half of \r\n: wait for the next bytes.
      if (buffer[newline] === '\r' && newline === buffer.length - 1 && !final) return;
      const width = buffer.startsWith('\r\n', newline) ? 2 : 1;
      yield buffer.slice(0, newline);
      buffer = buffer.slice(newline + width);
      newline = buffer.search(/\r\n|\r|\n/);
    }
    if (final && buffer) {
      yield buffer;
      buffer = '';
    }
  }
  function* handle(line: string): Generator<string> {
    if (line === '') {
      if (data.length) yield data.join('\n');
      data = [];
    } else if (line.startsWith('data:')) {
      data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
    }
  }
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    for (const line of lines(false)) yield* handle(line);
  }
  buffer += decoder.decode();
  for (const line of lines(true)) yield* handle(line);
  yield* handle('');
}
