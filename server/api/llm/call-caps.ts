/** Which limit of a call out was reached: the model's token limit, the answer's size, or the call's time. */
export type CallCap = 'tokens' | 'size' | 'time';

/** A call out stopped at one of its limits: what came until then may be kept, and the user is told. */
export class CallCapReached extends Error {
  constructor(
    readonly cap: CallCap,
    readonly limit: number,
  ) {
    super(cap === 'tokens' ? `the answer reached the token limit (${limit})` : cap === 'size' ? `the answer grew past ${megabytes(limit)}` : `the answer took longer than ${limit / 1000} s`);
    this.name = 'CallCapReached';
  }
}

/** A size as people read it: MB from 1 MB up, KB below. */
export const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Nothing of the answer arrived for the idle time: the model server stalled mid-answer. */
export class ModelStalled extends Error {
  constructor(readonly afterMs: number) {
    super(`nothing arrived for ${afterMs / 1000} s`);
    this.name = 'ModelStalled';
  }
}

/**
 * `fetch` whose response body fails with ModelStalled when no bytes arrive for `idleMs` (counted
 * from the headers, then from each chunk), and with CallCapReached once it has brought more than
 * `maxBytes`. The package's own timeout ends at the headers.
 */
export function cappedFetch(idleMs: number, maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let timer: NodeJS.Timeout | undefined;
    let bytes = 0;
    const arm = (controller: TransformStreamDefaultController<Uint8Array>) => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.error(new ModelStalled(idleMs)), idleMs);
      // A body its reader gave up on must not hold the process open.
      timer.unref();
    };
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        start: arm,
        transform(chunk, controller) {
          bytes += chunk.byteLength;
          if (bytes > maxBytes) {
            clearTimeout(timer);
            // Erroring the stream cancels the body, which closes the connection to the service.
            controller.error(new CallCapReached('size', maxBytes));
            return;
          }
          arm(controller);
          controller.enqueue(chunk);
        },
        flush() {
          clearTimeout(timer);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * The caller's signal with the call's time limit added: `signal` aborts at either; `reached()` says
 * whether it was the limit (then the failure is CallCapReached, not the user leaving).
 */
export function callDeadline(caller: AbortSignal, maxMs: number) {
  const limit = AbortSignal.timeout(maxMs);
  return {
    signal: AbortSignal.any([caller, limit]),
    reached: () => limit.aborted && !caller.aborted,
    error: () => new CallCapReached('time', maxMs),
  };
}

/** A response's body as text, read to at most `maxBytes`: past that it is cancelled and CallCapReached thrown. */
export async function cappedBodyText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const read = await reader.read();
    if (read.done) break;
    bytes += read.value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new CallCapReached('size', maxBytes);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
