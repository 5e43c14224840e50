import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { maxImageBytes, pngProblem } from '../../../domain/png-check';
import { localGroups } from '../../idp/accounts';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { encodePng, pngSize, pngTexts } from './png';
import { defaultImagePolicies } from './image-policy';

const png = (base64: string) => Buffer.from(base64, 'base64');

describe('the image endpoint without an image model (placeholders)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4340, vision: { imageModel: null, offlineDelayMs: 30, policies: defaultImagePolicies } });
  }, startUpMs);
  afterAll(() => api.stop());

  const generate = async (body: unknown, groups: string[] = [localGroups.vision], signal?: AbortSignal) =>
    fetch(`${api.url}/v1/image_gen`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups })), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });

  it('answers a batch request with an array of batch_size PNGs at the ratio asked, the prompt in their text chunk', async () => {
    const response = await generate({ prompt: 'A lighthouse at dawn', negative_prompt: 'fog', aspect_ratio: '16:9', batch_size: 4 });
    expect(response.status).toBe(200);
    const images = (await response.json()) as string[];
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(pngSize(png(image))).toEqual({ width: 512, height: 288 });
      // The studio checks every image again: the placeholders pass.
      expect(pngProblem(image)).toBeNull();
      expect(pngTexts(png(image))).toMatchObject({ prompt: 'A lighthouse at dawn', negative_prompt: 'fog', Comment: expect.stringMatching(/^placeholder/) as unknown });
    }
    expect(new Set(images).size).toBe(4);
  });

  it('answers a stack-provider request (guidance scale, ratio) with one PNG string, the same for the same prompt and settings', async () => {
    const body = { prompt: 'Ein Fuchs im Schnee – 🦊', negative_prompt: '', guidance_scale: 7.5, aspect_ratio: '9:16' };
    const first = (await (await generate(body, [localGroups.trial])).json()) as string;
    const second = (await (await generate(body, [localGroups.trial])).json()) as string;
    const other = (await (await generate({ ...body, guidance_scale: 2 }, [localGroups.trial])).json()) as string;
    expect(typeof first).toBe('string');
    expect(pngSize(png(first))).toEqual({ width: 288, height: 512 });
    expect(pngTexts(png(first)).prompt).toBe('Ein Fuchs im Schnee – 🦊');
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });

  it('treats a stack-provider request without aspect_ratio as 1:1', async () => {
    const image = (await (await generate({ prompt: 'A cat', negative_prompt: '', guidance_scale: 0 })).json()) as string;
    expect(pngSize(png(image))).toEqual({ width: 512, height: 512 });
  });

  it('refuses a prompt using a policy word with 400 naming the violated policies; the negative prompt is not checked', async () => {
    const response = await generate({ prompt: 'A knight with a bloody GUN, gore everywhere', negative_prompt: '', aspect_ratio: '1:1', batch_size: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'The prompt was blocked, as it may violate policies: violence, weapons.',
      violated_policies: ['violence', 'weapons'],
    });
    const allowed = await generate({ prompt: 'A calm meadow', negative_prompt: 'blood, gun', aspect_ratio: '1:1', batch_size: 1 });
    expect(allowed.status).toBe(200);
  });

  it.each([
    [{ prompt: '   ', negative_prompt: '', aspect_ratio: '1:1', batch_size: 1 }, 'prompt must be a non-blank string.'],
    [{ prompt: 'x', negative_prompt: '', aspect_ratio: '2:1', batch_size: 1 }, 'aspect_ratio must be one of 1:1, 3:4, 4:3, 9:16, 16:9.'],
    [{ prompt: 'x', negative_prompt: '', aspect_ratio: '1:1', batch_size: 5 }, 'batch_size must be a whole number from 1 to 4.'],
    [{ prompt: 'x', negative_prompt: '', batch_size: 2 }, 'aspect_ratio is required with batch_size.'],
    [{ prompt: 'x', negative_prompt: '', guidance_scale: -1 }, 'guidance_scale must be a number of at least 0.'],
    [{ prompt: 'x' }, 'negative_prompt must be a string.'],
  ])('answers 422 for %j', async (body, detail) => {
    const response = await generate(body);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toBe(detail);
  });

  it('answers 400 for a body that is not JSON, and 403 without the vision or trial group', async () => {
    const broken = await fetch(`${api.url}/v1/image_gen`, { method: 'POST', headers: { ...(await api.bearer({ groups: [localGroups.vision] })) }, body: '{' });
    expect(broken.status).toBe(400);
    expect(await detailOf(broken)).toBe('The body is not valid JSON.');
    const forbidden = await generate({ prompt: 'x', negative_prompt: '', guidance_scale: 0 }, [localGroups.chat]);
    expect(forbidden.status).toBe(403);
  });
});

interface ImagesCall {
  authorization?: string;
  body: { model: string; prompt: string; n: number; size: string; response_format: string };
}

/** An OpenAI-compatible `/images/generations` on loopback that records what it is asked. */
async function startFakeImageApi(answer: (call: ImagesCall) => { status: number; body: unknown }) {
  const calls: ImagesCall[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = { authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ImagesCall['body'] };
      calls.push(call);
      const { status, body } = req.url === '/v1/images/generations' ? answer(call) : { status: 404, body: {} };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A 1×1 PNG as a model might answer, told apart by its `n` text chunk. */
const modelPng = (n: number) => encodePng(1, 1, new Uint8Array([n, 0, 0]), { n: String(n) }).toString('base64');
const base64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>';
const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';

describe('the image endpoint with an OpenAI-compatible image model', () => {
  let api: TestApi;
  let model: Awaited<ReturnType<typeof startFakeImageApi>>;
  let status = 200;
  /** What the model answers in `data[].b64_json`, `n` asked for. */
  let images = (n: number): unknown[] => Array.from({ length: n }, (_, index) => modelPng(index));
  beforeAll(async () => {
    model = await startFakeImageApi(({ body }) =>
      status === 200 ? { status, body: { data: images(body.n).map((b64_json) => ({ b64_json })) } } : { status, body: { error: 'down' } },
    );
    api = await startTestApi({
      port: 4402,
      vision: { imageModel: { baseUrl: model.baseUrl, model: 'studio-image-model', apiKey: 'image-key' }, offlineDelayMs: 0, policies: defaultImagePolicies },
    });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await model.close();
  });

  const generate = async (body: object) =>
    fetch(`${api.url}/v1/image_gen`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups: [localGroups.vision] })), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const batchOf = (batch_size: number) => ({ prompt: 'A harbour', negative_prompt: '', aspect_ratio: '1:1', batch_size });
  const single = { prompt: 'A harbour', negative_prompt: '', guidance_scale: 1 };
  /** The model answers `answer` for every request of the scenario. */
  const modelAnswers = (answer: (n: number) => unknown[]) => {
    const before = images;
    images = answer;
    onTestFinished(() => {
      images = before;
    });
  };

  it('asks the model for batch_size images at the nearest size, the negative prompt in words, and answers its images', async () => {
    const response = await generate({ prompt: 'A harbour', negative_prompt: 'people', aspect_ratio: '16:9', batch_size: 2 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([modelPng(0), modelPng(1)]);
    expect(model.calls.at(-1)).toEqual({
      authorization: 'Bearer image-key',
      body: { model: 'studio-image-model', prompt: 'A harbour\n\nAvoid: people', n: 2, size: '1792x1024', response_format: 'b64_json' },
    });
  });

  it('answers 502 when the model still fails after two retries', async () => {
    status = 500;
    onTestFinished(() => {
      status = 200;
    });
    const callsBefore = model.calls.length;
    const response = await fetch(`${api.url}/v1/image_gen`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups: [localGroups.trial] })), 'content-type': 'application/json' },
      body: JSON.stringify(single),
    });
    expect(response.status).toBe(502);
    expect(await detailOf(response)).toBe('The image model answered with status 500.');
    expect(model.calls.length - callsBefore).toBe(3);
  });

  it.each([
    ['malformed base64', 'iVBORw0KGgo%%%', 'not-base64', 'is not base64 text'],
    ['SVG bytes', base64Of(svg), 'not-png', 'is not a PNG'],
    ['HTML bytes', base64Of(html), 'not-png', 'is not a PNG'],
    ['a PNG cut short', modelPng(1).slice(0, 60), 'damaged', 'is a damaged PNG'],
  ])('refuses %s from the model with 502, saying why and which result', async (_, bad, reason, why) => {
    modelAnswers(() => [bad]);
    const response = await generate(single);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ detail: `The image model's result 1 of 1 ${why}.`, reason, result: 1 });
  });

  it('refuses a batch with one bad result among good ones, naming that result', async () => {
    modelAnswers((n) => Array.from({ length: n }, (_, index) => (index === 2 ? base64Of(svg) : modelPng(index))));
    const response = await generate(batchOf(4));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ detail: "The image model's result 3 of 4 is not a PNG.", reason: 'not-png', result: 3 });

    modelAnswers(() => [modelPng(0), null]);
    const missing = await generate(batchOf(2));
    expect(await missing.json()).toEqual({ detail: "The image model's result 2 of 2 is not base64 text.", reason: 'not-base64', result: 2 });
  });

  it('refuses an image over 10 MB, and an answer too large to hold its images, as too large', async () => {
    const huge = encodePng(1, 1, new Uint8Array(3), { Comment: 'x'.repeat(maxImageBytes) }).toString('base64');
    modelAnswers(() => [huge]);
    const oversized = await generate(single);
    expect(oversized.status).toBe(502);
    expect(await oversized.json()).toEqual({ detail: "The image model's result 1 of 1 is larger than 10 MB.", reason: 'too-large', result: 1 });

    modelAnswers(() => [modelPng(0), 'A'.repeat(16 * 1024 * 1024)]);
    const answer = await generate(single);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ detail: "The image model's answer is larger than 10 MB.", reason: 'too-large' });
  });
});
