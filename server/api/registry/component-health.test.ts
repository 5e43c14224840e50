import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth, healthLimits } from './component-health';

type Answer = 'padded' | 'endless' | 'trickle';

describe('a registry component whose health answer does not end', () => {
  let answer: Answer = 'padded';
  const answering = new Set<ServerResponse>();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    // Well-formed and healthy, only far too long for what a health answer is.
    if (answer === 'padded') {
      res.end(JSON.stringify({ ok: true, padding: 'x'.repeat(200_000) }));
      return;
    }
    answering.add(res);
    res.write('{"ok": true');
    const talking = setInterval(() => res.write(answer === 'endless' ? ' '.repeat(16_384) : ' '), answer === 'endless' ? 1 : 50);
    res.once('close', () => {
      clearInterval(talking);
      answering.delete(res);
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const limits = { timeoutMs: 30_000, maxBytes: 64 * 1024 };

  it.each(['padded', 'endless'] as const)('counts as not answering once the answer passes the size limit (%s)', async (kind) => {
    answer = kind;
    expect(await checkHealth(url, undefined, limits)).toEqual({ ok: false });
    await expect.poll(() => answering.size).toBe(0);
  });

  it('counts as not answering at the time limit when the answer trickles on', async () => {
    answer = 'trickle';
    expect(await checkHealth(url, undefined, { ...limits, timeoutMs: 300 })).toEqual({ ok: false });
    await expect.poll(() => answering.size).toBe(0);
  });

  it('takes its limits from REGISTRY_HEALTH_TIMEOUT_MS and REGISTRY_HEALTH_MAX_BYTES, 2 s and 64 KB by default', () => {
    expect(healthLimits({})).toEqual({ timeoutMs: 2000, maxBytes: 65_536 });
    expect(healthLimits({ REGISTRY_HEALTH_TIMEOUT_MS: '500', REGISTRY_HEALTH_MAX_BYTES: '1024' })).toEqual({ timeoutMs: 500, maxBytes: 1024 });
    expect(() => healthLimits({ REGISTRY_HEALTH_MAX_BYTES: 'lots' })).toThrow('REGISTRY_HEALTH_MAX_BYTES must be a whole number of at least 1, not "lots".');
  });
});
