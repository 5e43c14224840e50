import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainedOrClosed } from '../../../server/api/http/backpressure';
import { refuseMalformedAddress, requestPath } from '../../../server/request-address';

/** What the bench model saw and did, for the report. */
export interface ModelServerLog {
  /** Streamed answers started, and how long the last one took to send (first to last token). */
  streams: number;
  lastStreamMs: number;
  /** Whole (non-streamed) completions: the API's chat naming after an answer. */
  completions: number;
}

/**
 * How the next streamed answer is paced, instead of every token `intervalMs` apart: tokens
 * `from`…`to` (exclusive) `slowIntervalMs` apart, the rest as usual; the answer ends at `to`.
 * `onWindow` hears when the window's first token is about to be sent and after its last was.
 */
export interface SlowWindow {
  from: number;
  to: number;
  slowIntervalMs: number;
  onWindow(edge: 'start' | 'end'): Promise<void>;
}

export interface ModelServer {
  /** The OpenAI-compatible base URL the API is given as LLM_BASE_URL. */
  baseUrl: string;
  log: ModelServerLog;
  /** Paces the next streamed answer (only that one) with a slow window. */
  slowNext(window: SlowWindow): void;
  close(): Promise<void>;
}

/** A short title: what the summarisation endpoint asks a model for. */
export const benchChatTitle = 'Bench operations handbook';

const sse = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;

async function readJson(req: IncomingMessage): Promise<{ stream?: unknown }> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as { stream?: unknown };
}


/**
 * Sends the SSE events on an absolute schedule: event i is due `i * intervalMs` after the
 * first, so a late timer (the API and Playwright share this event loop) catches up instead of
 * stretching the whole answer.
 */
async function sendOnSchedule(res: ServerResponse, events: readonly string[], intervalMs: number) {
  const start = performance.now();
  let next = 0;
  while (next < events.length && !res.destroyed) {
    const due = Math.min(events.length, Math.floor((performance.now() - start) / intervalMs) + 1);
    let flowing = true;
    for (; next < due; next += 1) flowing = res.write(events[next]);
    if (!flowing) await drainedOrClosed(res);
    else if (next < events.length) await new Promise((resolve) => setTimeout(resolve, start + next * intervalMs - performance.now()));
  }
}

async function streamOnSchedule(res: ServerResponse, events: readonly string[], intervalMs: number, log: ModelServerLog, slow?: SlowWindow) {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  res.flushHeaders();
  const start = performance.now();
  if (!slow) await sendOnSchedule(res, events, intervalMs);
  else {
    // The events end with the finish event and [DONE]; the answer is cut at the window's end.
    const end = events.slice(-2);
    await sendOnSchedule(res, events.slice(0, slow.from), intervalMs);
    await slow.onWindow('start');
    await sendOnSchedule(res, events.slice(slow.from, slow.to), slow.slowIntervalMs);
    // One more slow interval: the window's last token has been handled in the browser.
    await new Promise((resolve) => setTimeout(resolve, slow.slowIntervalMs));
    await slow.onWindow('end');
    await sendOnSchedule(res, end, intervalMs);
  }
  log.lastStreamMs = performance.now() - start;
  res.end();
}

/**
 * A loopback stand-in for an OpenAI-compatible model: every streamed chat completion is the
 * bench answer, one token per `data:` event every `intervalMs`, then a `finish_reason` event
 * and `[DONE]`. A non-streamed completion (the API naming the chat afterwards) gets a short
 * title at once, so it neither fails nor competes with the measured stream.
 */
export async function startModelServer(tokens: readonly string[], intervalMs: number): Promise<ModelServer> {
  const log: ModelServerLog = { streams: 0, lastStreamMs: 0, completions: 0 };
  let slowWindow: SlowWindow | undefined;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finishReason: string | null) =>
    sse({ id: 'bench', object: 'chat.completion.chunk', created, model: 'bench', choices: [{ index: 0, delta, finish_reason: finishReason }] });
  // Serialised once: the model's own cost per token stays out of the measured stream.
  const events = [
    ...tokens.map((content, index) => chunk(index === 0 ? { role: 'assistant', content } : { content }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];

  const server = createServer((req, res) => {
    const path = requestPath(req.url);
    if (path === null) {
      refuseMalformedAddress(res);
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    readJson(req)
      .then(async (body) => {
        if (body.stream === true) {
          log.streams += 1;
          const slow = slowWindow;
          slowWindow = undefined;
          await streamOnSchedule(res, events, intervalMs, log, slow);
          return;
        }
        log.completions += 1;
        const message = { role: 'assistant', content: benchChatTitle };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'bench', object: 'chat.completion', created, model: 'bench', choices: [{ index: 0, message, finish_reason: 'stop' }] }));
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // 127.0.0.1, not localhost: the API's fetch then never tries ::1 first.
    baseUrl: `http://127.0.0.1:${port}/v1`,
    log,
    slowNext: (window) => {
      slowWindow = window;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
