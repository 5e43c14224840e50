import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodePng } from '../../server/api/vision/png';

/**
 * The screenshots' model: a loopback stand-in for an OpenAI-compatible server that answers
 * every request with fixed content, so `npm run screenshots` gives the same pictures each run.
 * Chat completions (streamed as SSE, or whole for the chat's title) are chosen by a phrase of the
 * last user message; images are drawn here; a transcription is always the same call.
 */

/** A question the screenshots ask, and the answer the model streams to it. */
export interface ScriptedAnswer {
  /** Matched case-insensitively against the last user message. */
  phrase: string;
  question: string;
  answer: string;
  title: string;
}

export const chatAnswer: ScriptedAnswer = {
  phrase: 'travel costs by region',
  question: 'Summarise Q1 travel costs by region, and how do I export them?',
  title: 'Travel costs by region',
  answer: [
    '## Travel costs by region, Q1 2026',
    '| Region | Trips | Cost (EUR) | Change | Above plan |\n|---|---:|---:|---:|:---:|\n| North | 148 | 96,400 | +8.2 % | yes |\n| South | 121 | 71,950 | +3.1 % | no |\n| East | 87 | 52,300 | −1.4 % | no |\n| West | 133 | 84,120 | +5.6 % | no |',
    'To export the figures for your own analysis, run the report with the region filter:',
    '```sh\nfinance-report export --quarter 2026-Q1 --group-by region --format xlsx --out travel-costs-q1.xlsx\n```',
    '> Figures are provisional until the books close on 15 April.',
  ].join('\n\n'),
};

export const registryAnswer: ScriptedAnswer = {
  phrase: 'hotel limit per night',
  question: 'What is the hotel limit per night for a trip in Germany?',
  title: 'Hotel limit in Germany',
  answer: [
    'For business trips within Germany the hotel limit is **120 EUR per night**, breakfast included.',
    '- In cities with trade fairs the travel office can approve up to **160 EUR** in advance.\n- Book through the travel portal; a hotel booked elsewhere needs a short reason.\n- Keep the invoice: it is needed for the expense report within 30 days.',
  ].join('\n\n'),
};

export const auditAnswer: ScriptedAnswer = {
  phrase: 'without the original receipt',
  question: 'A business trip was reimbursed without the original receipt. Is that a risk?',
  title: 'Trip without a receipt',
  answer: [
    '**Assessment: medium risk.** A reimbursement without a receipt breaks the travel policy (section 4.2) unless a substitute receipt was signed.',
    '1. **Check** whether a substitute receipt with the traveller\'s and the approver\'s signature is on file.\n2. **Compare** the amount with the hotel limit (120 EUR per night in Germany).\n3. **Sample** the traveller\'s other trips of the last 12 months for the same pattern.',
    'Finding for the report: *"Expense claimed without original receipt; substitute receipt missing."*',
  ].join('\n\n'),
};

/** The customer-service demo's bot is the API's own; the model only names the chat. */
const customerServiceTitle = { phrase: 'order status', title: 'Order status and suggestions' };

const scripted = [chatAnswer, registryAnswer, auditAnswer];
const unscripted = 'This question has no scripted answer in the screenshots model.';

/** Who says what in the transcribed call, with times in seconds. */
export const transcriptSegments = [
  { start: 0, end: 4.2, speaker: 'A', text: 'Good morning, you are through to the finance service desk, this is Jana Weber.' },
  { start: 4.2, end: 9.8, speaker: 'B', text: 'Hello, I submitted my travel expenses two weeks ago and they have not been paid yet.' },
  { start: 9.8, end: 15.1, speaker: 'A', text: 'Let me look that up. The claim is waiting for the hotel receipt from your trip to Hamburg.' },
  { start: 15.1, end: 20.6, speaker: 'B', text: 'I see. I can upload the receipt this afternoon; will it be paid with the next run?' },
  { start: 20.6, end: 26.0, speaker: 'A', text: 'Yes, claims complete by Thursday are paid on Friday. Is there anything else I can do for you?' },
  { start: 26.0, end: 28.4, speaker: 'B', text: 'No, that was all. Thank you!' },
];

const lastUserMessage = (messages: unknown): string => {
  if (!Array.isArray(messages)) return '';
  const user = [...messages].reverse().find((message: { role?: unknown }) => message?.role === 'user') as { content?: unknown } | undefined;
  return typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content ?? '');
};

const about = (text: string) => ({ phrase }: { phrase: string }) => text.toLowerCase().includes(phrase);
const scriptFor = (text: string) => scripted.find(about(text));
const titleFor = (text: string) => [...scripted, customerServiceTitle].find(about(text))?.title ?? 'A question';

const sse = (payload: object) => `data: ${JSON.stringify(payload)}\n\n`;
/** A fixed `created`: nothing in the answers depends on when they were made. */
const created = 1_772_443_800;

/** The answer in small pieces, a few milliseconds apart: streamed as a model streams, quickly. */
async function streamAnswer(res: ServerResponse, answer: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  const chunk = (delta: object, finishReason: string | null) =>
    sse({ id: 'screenshots', object: 'chat.completion.chunk', created, model: 'demo-model', choices: [{ index: 0, delta, finish_reason: finishReason }] });
  const pieces = answer.match(/[\s\S]{1,16}/g) ?? [];
  for (const [index, content] of pieces.entries()) {
    if (res.destroyed) return;
    res.write(chunk(index === 0 ? { role: 'assistant', content } : { content }, null));
    await new Promise((resolve) => setTimeout(resolve, 4));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function completion(res: ServerResponse, content: string) {
  const message = { role: 'assistant', content };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'screenshots', object: 'chat.completion', created, model: 'demo-model', choices: [{ index: 0, message, finish_reason: 'stop' }] }));
}

type Rgb = readonly [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Four dawns: sky from top to horizon, and the sea. */
const palettes: ReadonlyArray<{ sky: readonly [Rgb, Rgb]; sea: Rgb; sun: Rgb }> = [
  { sky: [[44, 62, 120], [250, 168, 110]], sea: [30, 58, 96], sun: [255, 226, 160] },
  { sky: [[88, 52, 120], [246, 132, 120]], sea: [48, 40, 86], sun: [255, 210, 170] },
  { sky: [[24, 92, 140], [240, 200, 140]], sea: [20, 70, 100], sun: [255, 240, 190] },
  { sky: [[60, 40, 80], [232, 110, 80]], sea: [40, 30, 60], sun: [255, 190, 120] },
];

/** A lighthouse on a rock at dawn, 512 × 384, drawn pixel by pixel (the same bytes every run). */
export function dawnPng(variant: number): Buffer {
  const width = 512;
  const height = 384;
  const { sky, sea, sun } = palettes[variant % palettes.length]!;
  const horizon = 250;
  const sunX = 150 + variant * 60;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour: Rgb;
      if (y < horizon) {
        colour = mix(sky[0], sky[1], y / horizon);
        const distance = Math.hypot(x - sunX, y - (horizon - 10));
        if (distance < 34) colour = sun;
        else if (distance < 90) colour = mix(sun, colour, (distance - 34) / 56);
      } else {
        const depth = (y - horizon) / (height - horizon);
        colour = mix(mix(sky[1], sea, 0.55), sea, depth);
        // The sun's path on the water, broken into waves.
        if (Math.abs(x - sunX) < 40 - depth * 30 && (y + Math.floor(x / 7)) % 6 < 3) colour = mix(colour, sun, 0.55);
      }
      // The rock, and the tower on it: white with a red band, the lamp lit.
      const rockTop = horizon - 18 + Math.abs(x - 390) * 0.35;
      if (x > 330 && x < 450 && y > rockTop && y < horizon + 20) colour = [36, 34, 40];
      const halfWidth = 12 + (horizon - 18 - y) * -0.07;
      if (y > 120 && y < horizon - 12 && Math.abs(x - 390) < halfWidth) colour = y > 160 && y < 180 ? [196, 48, 48] : [236, 232, 226];
      if (y > 100 && y <= 120 && Math.abs(x - 390) < 9) colour = [255, 236, 150];
      if (y > 92 && y <= 100 && Math.abs(x - 390) < 13) colour = [50, 44, 48];
      rgb.set(colour.map(Math.round), (y * width + x) * 3);
    }
  }
  return encodePng(width, height, rgb);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function answer(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://model.invalid').pathname;
  const body = await readBody(req);
  if (req.method === 'POST' && path === '/v1/chat/completions') {
    const request = JSON.parse(body.toString('utf8')) as { stream?: unknown; messages?: unknown };
    const asked = lastUserMessage(request.messages);
    // The whole (non-streamed) completion the API asks for is a chat's title.
    if (request.stream !== true) return completion(res, titleFor(asked));
    return streamAnswer(res, scriptFor(asked)?.answer ?? unscripted);
  }
  if (req.method === 'POST' && path === '/v1/images/generations') {
    const { n } = JSON.parse(body.toString('utf8')) as { n?: unknown };
    const count = typeof n === 'number' && n > 0 ? Math.min(n, 4) : 1;
    const data = Array.from({ length: count }, (_, index) => ({ b64_json: dawnPng(index).toString('base64') }));
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ created, data }));
  }
  if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
    res.writeHead(200, { 'content-type': 'application/json' });
    const text = transcriptSegments.map((segment) => segment.text).join(' ');
    return res.end(JSON.stringify({ text, language: 'en', duration: 28.4, segments: transcriptSegments }));
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no scripted answer for ${req.method} ${path}` } }));
}

export interface ScriptedModel {
  /** The OpenAI-compatible base URL, for LLM_BASE_URL, IMAGE_BASE_URL and STT_BASE_URL. */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startScriptedModel(): Promise<ScriptedModel> {
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // 127.0.0.1, not localhost: the API's fetch then never tries ::1 first.
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
