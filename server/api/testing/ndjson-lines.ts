import type { ParsedChunk } from './requests';

/** An NDJSON answer read as it comes: each line once it is whole, then the rest at the end. */
export function ndjsonLines(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const lines: ParsedChunk[] = [];
  let buffered = '';
  let ended = false;

  async function more(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    buffered += value;
    const whole = buffered.split('\n');
    buffered = whole.pop() ?? '';
    for (const line of whole) if (line) lines.push(JSON.parse(line) as ParsedChunk & Record<string, unknown>);
    return true;
  }

  return {
    lines,
    /** Reads until `count` lines came (or the answer ended). */
    async until(count: number) {
      while (lines.length < count && !ended && (await more()));
      return lines;
    },
    /** Reads to the end; a connection cut midway rejects. */
    async rest() {
      while (!ended && (await more()));
      return lines;
    },
  };
}
