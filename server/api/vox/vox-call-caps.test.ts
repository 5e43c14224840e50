import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

/** The first bytes of a WAV file, then silence. */
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64)]);
const maxResponseBytes = 20_000;

type Talk = 'huge' | 'trickle';

/** A transcription service that does not know when to stop: a body far past the limit, or one that never ends. */
async function startTalkativeStt() {
  let talk: Talk = 'huge';
  const answering = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (talk === 'huge') {
        res.end(JSON.stringify({ text: 'word '.repeat(maxResponseBytes) }));
        return;
      }
      answering.add(res);
      res.write('{"text": "');
      const trickle = setInterval(() => res.write('word '), 20);
      res.once('close', () => {
        clearInterval(trickle);
        answering.delete(res);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    talk: (next: Talk) => (talk = next),
    /** How many answers are still being sent: the API must have hung up on them. */
    answering: () => answering.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a transcription service that does not stop talking', () => {
  let api: TestApi;
  let stt: Awaited<ReturnType<typeof startTalkativeStt>>;
  beforeAll(async () => {
    stt = await startTalkativeStt();
    api = await startTestApi({ port: 4405, vox: { stt: { baseUrl: stt.baseUrl, model: 'whisper-test', maxRetries: 0, maxResponseBytes, maxResponseMs: 1_000 } } });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await stt.close();
  });

  const transcribe = async () =>
    fetch(`${api.url}/v1/transcriptions?name=a.wav`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups: [localGroups.voice] })), 'content-type': 'audio/wav' },
      body: wav,
    });

  it('is refused with 502 once its answer passes the size limit', async () => {
    stt.talk('huge');
    const response = await transcribe();
    expect(response.status).toBe(502);
    expect(await detailOf(response)).toBe("The transcription service's answer was larger than 20 KB.");
  });

  it('is refused with 502 at the time limit when its answer never ends, and hung up on', async () => {
    stt.talk('trickle');
    const response = await transcribe();
    expect(response.status).toBe(502);
    expect(await detailOf(response)).toBe('The transcription service did not finish within 1 s.');
    await expect.poll(() => stt.answering()).toBe(0);
  });
});
