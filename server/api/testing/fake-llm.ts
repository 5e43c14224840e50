import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../listen';

export type FakeBehaviour =
  /** With `usage`, a last chunk reports it when the call asked for it (`stream_options.include_usage`). */
  | { kind: 'stream'; pieces: string[]; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** Sends the pieces, then drops the connection without finishing. */
  | { kind: 'break'; pieces: string[] }
  /** Sends the pieces and then nothing, until the caller goes away. */
  | { kind: 'hang'; pieces: string[] }
  | { kind: 'status'; status: number }
  | { kind: 'title'; text: string }
  /** Streams `piece` every `everyMs` and never finishes, until the caller goes away. */
  | { kind: 'endless'; piece: string; everyMs: number }
  /** Sends the pieces, then finishes with `length`: the model's token limit was reached. */
  | { kind: 'length'; pieces: string[] }
  /** A whole (non-streamed) answer whose text is `bytes` long. */
  | { kind: 'huge'; bytes: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  /** The X-Request-Id the API sent with the call. */
  requestId: string | undefined;
  body: { model?: string; stream?: boolean; stream_options?: { include_usage?: boolean }; messages?: Array<{ role: string; content: string }>; max_tokens?: number; max_completion_tokens?: number };
  /** Settles when the connection of this request closes. */
  closed: Promise<void>;
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
const finish = (reason: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: reason }] })}\n\n`;
const stop = finish('stop');

async function readJson(req: IncomingMessage): Promise<RecordedRequest['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
}

/** An OpenAI-compatible chat-completions server on loopback that does what the scenario sets. */
export async function startFakeLlm(port: number) {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeBehaviour = { kind: 'stream', pieces: ['Hello'] };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const closed = new Promise<void>((resolve) => res.once('close', resolve));
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, requestId: req.headers['x-request-id'] as string | undefined, body, closed });
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake failure' } }));
      return;
    }
    if (behaviour.kind === 'title') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' }] }));
      return;
    }
    if (behaviour.kind === 'huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'x'.repeat(behaviour.bytes) }, finish_reason: 'stop' }] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (behaviour.kind === 'endless') {
      const event = delta(behaviour.piece);
      const talking = setInterval(() => res.write(event), behaviour.everyMs);
      res.once('close', () => clearInterval(talking));
      return;
    }
    const events = behaviour.pieces.map(delta).join('');
    if (behaviour.kind === 'hang') {
      res.write(events);
      return;
    }
    if (behaviour.kind === 'break') {
      res.write(events, () => res.socket?.destroy());
      return;
    }
    const usage = behaviour.kind === 'stream' && behaviour.usage && body.stream_options?.include_usage ? `data: ${JSON.stringify({ choices: [], usage: behaviour.usage })}\n\n` : '';
    res.end(`${events}${behaviour.kind === 'length' ? finish('length') : stop}${usage}data: [DONE]\n\n`);
  }

  const close = await listenOnLoopback((req, res) => {
    handle(req, res).catch(() => res.destroy());
  }, port);

  return {
    baseUrl: `http://localhost:${port}/v1`,
    requests,
    behave(next: FakeBehaviour) {
      behaviour = next;
    },
    stop: close,
  };
}
