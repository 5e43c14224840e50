import { distribution, type Distribution } from '../stats';

export interface LoadRunResult {
  streams: number;
  errors: number;
  /** What the failed ones said, at most a few. */
  errorSamples: string[];
  headers: Distribution;
  firstByte: Distribution;
  total: Distribution;
  wallMs: number;
  /** Streams answered per instance (X-Studio-Instance). */
  byInstance: Record<string, number>;
}

interface StreamOutcome {
  ok: boolean;
  /** Until the response's headers: the time the request waited before its handler answered. */
  headersMs: number;
  firstByteMs: number;
  totalMs: number;
  instance: string;
  error?: string;
}

/** One chat question through nginx, read to its last line. */
async function oneStream(url: string, headers: Record<string, string>, question: string): Promise<StreamOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/v1/chat/stream`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: question }] }),
    });
    const headersMs = performance.now() - started;
    const instance = response.headers.get('x-studio-instance') ?? 'unknown';
    if (response.status !== 200 || !response.body) {
      return { ok: false, headersMs, firstByteMs: 0, totalMs: performance.now() - started, instance, error: `${response.status} ${await response.text()}` };
    }
    let firstByteMs = 0;
    let text = '';
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!firstByteMs) firstByteMs = performance.now() - started;
      text += decoder.decode(read.value, { stream: true });
    }
    const last = JSON.parse(text.trimEnd().split('\n').at(-1) ?? '{}') as { done?: boolean; error?: string | null };
    const ok = last.done === true && !last.error;
    return { ok, headersMs, firstByteMs, totalMs: performance.now() - started, instance, ...(ok ? {} : { error: `last line ${JSON.stringify(last)}` }) };
  } catch (error) {
    return { ok: false, headersMs: 0, firstByteMs: 0, totalMs: performance.now() - started, instance: 'none', error: String(error) };
  }
}

/** `streams` chat answers at once, spread evenly over `users` signed-in users. */
export async function runLoad(url: string, bearer: (user: string) => Promise<Record<string, string>>, streams: number, users: number): Promise<LoadRunResult> {
  const headers = await Promise.all(Array.from({ length: users }, (_, index) => bearer(`load-user-${index + 1}`)));
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: streams }, (_, index) => oneStream(url, headers[index % users]!, `Question ${index + 1}: what does the budget say?`)),
  );
  const wallMs = performance.now() - started;
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const answered = outcomes.filter((outcome) => outcome.ok);
  const byInstance: Record<string, number> = {};
  for (const outcome of answered) byInstance[outcome.instance] = (byInstance[outcome.instance] ?? 0) + 1;
  return {
    streams,
    errors: failed.length,
    errorSamples: [...new Set(failed.map((outcome) => outcome.error ?? 'unknown'))].slice(0, 3),
    headers: distribution(answered.map((outcome) => outcome.headersMs)),
    firstByte: distribution(answered.map((outcome) => outcome.firstByteMs)),
    total: distribution(answered.map((outcome) => outcome.totalMs)),
    wallMs,
    byInstance,
  };
}
