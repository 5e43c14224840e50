import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { defaultImagePolicies } from './image-policy';

describe('an image model whose answer never ends', () => {
  let api: TestApi;
  const answering = new Set<ServerResponse>();
  // Starts a well-formed answer and trickles on, never closing it.
  const model = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      answering.add(res);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": [{"b64_json": "');
      const trickle = setInterval(() => res.write('AAAA'), 20);
      res.once('close', () => {
        clearInterval(trickle);
        answering.delete(res);
      });
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    api = await startTestApi({
      port: 4394,
      vision: { imageModel: { baseUrl, model: 'studio-image-model', maxRetries: 0, maxResponseMs: 1_000 }, offlineDelayMs: 0, policies: defaultImagePolicies },
    });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await new Promise<void>((resolve) => model.close(() => resolve()));
  });

  it('is refused with 502 at the time limit, and hung up on', async () => {
    const response = await fetch(`${api.url}/v1/image_gen`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups: [localGroups.vision] })), 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'A harbour', negative_prompt: '', guidance_scale: 1 }),
    });
    expect(response.status).toBe(502);
    expect(await detailOf(response)).toBe('The image model did not finish within 1 s.');
    await expect.poll(() => answering.size).toBe(0);
  });
});
