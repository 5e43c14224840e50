import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskPersonalData } from '../../../domain/personal-data';
import { localGroups } from '../../idp/accounts';
import { startFakeLlm } from '../testing/fake-llm';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

/** The first bytes of a WAV file, then silence. */
const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64)]);

interface SttCall {
  authorization?: string;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: number };
}

/** An OpenAI-compatible `/audio/transcriptions` on loopback that records the multipart it gets. */
async function startFakeStt(text: string) {
  const calls: SttCall[] = [];
  const server = createServer((req, res) => {
    const call: SttCall = { authorization: req.headers.authorization, fields: {}, file: { name: '', type: '', bytes: 0 } };
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name, value) => (call.fields[name] = value));
    parser.on('file', (_name, stream, info) => {
      call.file = { name: info.filename ?? '', type: info.mimeType, bytes: 0 };
      stream.on('data', (chunk: Buffer) => (call.file.bytes += chunk.length));
    });
    parser.on('close', () => {
      calls.push(call);
      res.writeHead(req.url === '/v1/audio/transcriptions' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ text }));
    });
    req.pipe(parser);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the voice studio\'s real path: transcription and analysis through configured services', () => {
  let api: TestApi;
  let stt: Awaited<ReturnType<typeof startFakeStt>>;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  const said = 'Hallo, hier ist Anna. Rufen Sie mich unter +49 30 1234567 an oder schreiben Sie an anna@example.com.';
  beforeAll(async () => {
    stt = await startFakeStt(said);
    llm = await startFakeLlm(4343);
    api = await startTestApi({
      port: 4342,
      llm: { baseUrl: llm.baseUrl, model: 'studio-test-model' },
      vox: { stt: { baseUrl: stt.baseUrl, model: 'whisper-test', apiKey: 'stt-key' } },
    });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await stt.close();
    await llm.stop();
  });

  const voice = () => api.bearer({ groups: [localGroups.voice] });

  it('says transcription and analysis are available, to any tool\'s group', async () => {
    const response = await fetch(`${api.url}/v1/capabilities`, { headers: await api.bearer({ groups: [localGroups.trial] }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ transcription: true, analysis: true });
  });

  it('passes the file, the model and the language to the service and answers its text', async () => {
    const response = await fetch(`${api.url}/v1/transcriptions?name=${encodeURIComponent('call 1.wav')}&language=de`, {
      method: 'POST',
      headers: { ...(await voice()), 'content-type': 'audio/wav' },
      body: wav,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: said });
    expect(stt.calls.at(-1)).toEqual({
      authorization: 'Bearer stt-key',
      fields: { model: 'whisper-test', response_format: 'json', language: 'de' },
      file: { name: 'call 1.wav', type: 'audio/wav', bytes: wav.length },
    });
  });

  it('refuses a renamed non-audio file by its bytes (415), an unknown language (422), and users without the voice group (403)', async () => {
    const renamed = await fetch(`${api.url}/v1/transcriptions?name=notes.mp3`, {
      method: 'POST',
      headers: { ...(await voice()), 'content-type': 'audio/mpeg' },
      body: Buffer.from('%PDF-1.7 not audio at all'),
    });
    expect(renamed.status).toBe(415);
    expect(await detailOf(renamed)).toBe('"notes.mp3" is not an audio or video file of an accepted type.');
    const language = await fetch(`${api.url}/v1/transcriptions?name=a.wav&language=xx`, { method: 'POST', headers: { ...(await voice()), 'content-type': 'audio/wav' }, body: wav });
    expect(language.status).toBe(422);
    const forbidden = await fetch(`${api.url}/v1/transcriptions?name=a.wav`, { method: 'POST', headers: { ...(await api.bearer({ groups: [localGroups.chat] })), 'content-type': 'audio/wav' }, body: wav });
    expect(forbidden.status).toBe(403);
  });

  it('refuses a file over 10 MB with "(max 10 MB)"', async () => {
    const response = await fetch(`${api.url}/v1/transcriptions?name=long.wav`, {
      method: 'POST',
      headers: { ...(await voice()), 'content-type': 'audio/wav' },
      body: Buffer.concat([wav, Buffer.alloc(10_000_001)]),
    });
    expect(response.status).toBe(413);
    expect(await detailOf(response)).toBe('The file is too big (max 10 MB).');
  });

  it('the masked transcript is what reaches the model, with the profile\'s instruction', async () => {
    llm.behave({ kind: 'title', text: 'Anna asks for a call back.' });
    const masked = maskPersonalData(said);
    const response = await fetch(`${api.url}/v1/voice/analysis`, {
      method: 'POST',
      headers: { ...(await voice()), 'content-type': 'application/json' },
      body: JSON.stringify({ text: masked, instruction: 'Summarize the call in two sentences.' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: 'Anna asks for a call back.' });
    const messages = llm.requests.at(-1)!.body.messages!;
    expect(messages).toEqual([
      { role: 'system', content: 'Summarize the call in two sentences.' },
      { role: 'user', content: 'Hallo, hier ist Anna. Rufen Sie mich unter [phone] an oder schreiben Sie an [email].' },
    ]);
    expect(JSON.stringify(llm.requests)).not.toContain('1234567');
    expect(JSON.stringify(llm.requests)).not.toContain('anna@example.com');
  });
});

describe('the voice studio without a transcription service', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ port: 4344, vox: { stt: null } });
  }, startUpMs);
  afterAll(() => api.stop());

  it('says transcription is not available and answers 503 to the calls the studio then does not make', async () => {
    const headers = await api.bearer({ groups: [localGroups.voice] });
    expect(await (await fetch(`${api.url}/v1/capabilities`, { headers })).json()).toEqual({ transcription: false, analysis: false });
    const transcription = await fetch(`${api.url}/v1/transcriptions?name=a.wav`, { method: 'POST', headers: { ...headers, 'content-type': 'audio/wav' }, body: wav });
    expect(transcription.status).toBe(503);
    const analysis = await fetch(`${api.url}/v1/voice/analysis`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"text":"a","instruction":"b"}' });
    expect(analysis.status).toBe(503);
  });
});
