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

/**
 * An OpenAI-compatible `/audio/transcriptions` on loopback that records the multipart it gets and
 * answers `answer` (JSON); told which response formats it knows (`knowOnly`), it refuses the
 * others with 400, as servers that only answer `json` and `text` do.
 */
async function startFakeStt(initial: object) {
  const calls: SttCall[] = [];
  let answer = initial;
  let formats: readonly string[] | null = null;
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
      const format = call.fields.response_format ?? 'json';
      if (formats && !formats.includes(format)) {
        const error = { message: `response_format ${format} is not supported`, type: 'invalid_request_error', param: 'response_format' };
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error }));
        return;
      }
      res.writeHead(req.url === '/v1/audio/transcriptions' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
    req.pipe(parser);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    answer: (next: object) => (answer = next),
    knowOnly: (known: readonly string[] | null) => (formats = known),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the voice studio\'s real path: transcription and analysis through configured services', () => {
  let api: TestApi;
  let stt: Awaited<ReturnType<typeof startFakeStt>>;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  const said = 'Hallo, hier ist Anna. Rufen Sie mich unter +49 30 1234567 an oder schreiben Sie an anna@example.com.';
  /** What an OpenAI-compatible service answers to `verbose_json` (this one labels its speakers, as diarizing servers do). */
  const verbose = {
    task: 'transcribe',
    language: 'german',
    duration: 9.2,
    text: said,
    segments: [
      { id: 0, seek: 0, start: 0, end: 1.84, text: ' Hallo, hier ist Anna.', speaker: 'SPEAKER_00', tokens: [1, 2], temperature: 0, avg_logprob: -0.2 },
      { id: 1, seek: 0, start: 1.84, end: 9.2, text: ' Rufen Sie mich unter +49 30 1234567 an oder schreiben Sie an anna@example.com.', tokens: [3], temperature: 0, avg_logprob: -0.3 },
    ],
  };
  beforeAll(async () => {
    stt = await startFakeStt(verbose);
    llm = await startFakeLlm(4404);
    api = await startTestApi({
      port: 4403,
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
    expect(await response.json()).toEqual({ transcription: true, analysis: true, resumableAnswers: true, usage: { admin: false, perUser: 'pseudonymous' }, feedback: { vote: true, admin: false, components: [] } });
  });

  it('passes the file, the model, the detailed format and the language to the service and answers its text and passages with times and speakers', async () => {
    const response = await fetch(`${api.url}/v1/transcriptions?name=${encodeURIComponent('call 1.wav')}&language=de`, {
      method: 'POST',
      headers: { ...(await voice()), 'content-type': 'audio/wav' },
      body: wav,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      text: said,
      segments: [
        { start: 0, end: 1.84, text: 'Hallo, hier ist Anna.', speaker: 'SPEAKER_00' },
        { start: 1.84, end: 9.2, text: 'Rufen Sie mich unter +49 30 1234567 an oder schreiben Sie an anna@example.com.' },
      ],
    });
    expect(stt.calls.at(-1)).toEqual({
      authorization: 'Bearer stt-key',
      fields: { model: 'whisper-test', response_format: 'verbose_json', language: 'de' },
      file: { name: 'call 1.wav', type: 'audio/wav', bytes: wav.length },
    });
  });

  it('a service that answers without passages: its text is one passage over the whole file', async () => {
    stt.answer({ text: 'Kurz.', duration: 2.5 });
    try {
      const response = await fetch(`${api.url}/v1/transcriptions?name=a.wav`, { method: 'POST', headers: { ...(await voice()), 'content-type': 'audio/wav' }, body: wav });
      expect(await response.json()).toEqual({ text: 'Kurz.', segments: [{ start: 0, end: 2.5, text: 'Kurz.' }] });
      stt.answer({ segments: [] });
      const textless = await fetch(`${api.url}/v1/transcriptions?name=a.wav`, { method: 'POST', headers: { ...(await voice()), 'content-type': 'audio/wav' }, body: wav });
      expect(textless.status).toBe(502);
    } finally {
      stt.answer(verbose);
    }
  });

  it('a service that knows only `json` refuses the detailed format (400): asked once more for `json`, its text comes back as one passage', async () => {
    const transcribe = async () =>
      fetch(`${api.url}/v1/transcriptions?name=a.wav&language=de`, { method: 'POST', headers: { ...(await voice()), 'content-type': 'audio/wav' }, body: wav });
    const formatsAsked = (since: number) => stt.calls.slice(since).map((call) => call.fields.response_format);
    stt.knowOnly(['json', 'text']);
    stt.answer({ text: 'Kurz.' });
    try {
      const before = stt.calls.length;
      const response = await transcribe();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ text: 'Kurz.', segments: [{ start: 0, end: 0, text: 'Kurz.' }] });
      expect(formatsAsked(before)).toEqual(['verbose_json', 'json']);
      expect(stt.calls.at(-1)!.fields).toEqual({ model: 'whisper-test', response_format: 'json', language: 'de' });

      // Once more only: a service that refuses `json` too is a failed transcription.
      stt.knowOnly([]);
      const again = stt.calls.length;
      const refused = await transcribe();
      expect(refused.status).toBe(502);
      expect(await detailOf(refused)).toBe('The transcription service answered with status 400.');
      expect(formatsAsked(again)).toEqual(['verbose_json', 'json']);
    } finally {
      stt.knowOnly(null);
      stt.answer(verbose);
    }
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

  it('with evidence: the model is asked for quotes with their times, and its answer (even in a fence) comes back as text and quotes', async () => {
    const lines = '[00:00:00] Speaker 1: Hallo, hier ist Anna.\n[00:00:01] Speaker 2: Rufen Sie mich unter [phone] an.';
    const ask = async (body: object) =>
      fetch(`${api.url}/v1/voice/analysis`, { method: 'POST', headers: { ...(await voice()), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    llm.behave({ kind: 'title', text: '```json\n{"answer": "Calm and friendly.", "quotes": [{"quote": "Rufen Sie mich unter [phone] an", "time": "00:00:01"}, {"quote": "   "}, {"quote": "Hallo", "time": "soon"}]}\n```' });
    const response = await ask({ text: lines, instruction: 'Describe the sentiment.', evidence: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      text: 'Calm and friendly.',
      quotes: [
        { text: 'Rufen Sie mich unter [phone] an', time: 1 },
        { text: 'Hallo', time: null },
      ],
    });
    const system = llm.requests.at(-1)!.body.messages![0]!;
    expect(system).toMatchObject({ role: 'system' });
    expect(system.content).toMatch(/^Describe the sentiment\.\n\n.*"quotes": \[\{"quote"/s);

    // A model that ignores the format still answers, without quotes.
    llm.behave({ kind: 'title', text: 'Calm.' });
    expect(await (await ask({ text: lines, instruction: 'Describe the sentiment.', evidence: true })).json()).toEqual({ text: 'Calm.', quotes: [] });
    expect((await ask({ text: lines, instruction: 'x', evidence: 'yes' })).status).toBe(422);
  });
});

describe('the voice studio with transcription but no chat model: the offline responder', () => {
  let api: TestApi;
  let stt: Awaited<ReturnType<typeof startFakeStt>>;
  beforeAll(async () => {
    stt = await startFakeStt({ text: 'x' });
    api = await startTestApi({ port: 4345, llm: null, vox: { stt: { baseUrl: stt.baseUrl, model: 'whisper-test' } } });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await stt.close();
  });

  it('says so, and with evidence quotes a passage of the transcript as it is (the same one for the same instruction)', async () => {
    const headers = { ...(await api.bearer({ groups: [localGroups.voice] })), 'content-type': 'application/json' };
    const text = '[00:00:00] Speaker 1: Guten Tag.\n[00:01:05] Speaker 2: Meine Rechnung stimmt nicht.\n[00:01:09] Speaker 1: Das prüfe ich.';
    const ask = async (body: object) => (await fetch(`${api.url}/v1/voice/analysis`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    const answer = (await ask({ text, instruction: 'Name the topic.', evidence: true })) as { text: string; quotes: Array<{ text: string; time: number }> };
    expect(answer.text).toMatch(/^No language model is connected yet/);
    expect(answer.quotes).toHaveLength(1);
    expect([
      { text: 'Guten Tag.', time: 0 },
      { text: 'Meine Rechnung stimmt nicht.', time: 65 },
      { text: 'Das prüfe ich.', time: 69 },
    ]).toContainEqual(answer.quotes[0]);
    expect(await ask({ text, instruction: 'Name the topic.', evidence: true })).toEqual(answer);
    expect(await ask({ text, instruction: 'Summarize.' })).toEqual({
      text: 'No language model is connected yet (the team that runs the studio can connect one): this answer quotes the transcript without judging it. It has 3 passages and begins: "Guten Tag."',
    });
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
    expect(await (await fetch(`${api.url}/v1/capabilities`, { headers })).json()).toEqual({ transcription: false, analysis: false, resumableAnswers: true, usage: { admin: false, perUser: 'pseudonymous' }, feedback: { vote: true, admin: false, components: [] } });
    const transcription = await fetch(`${api.url}/v1/transcriptions?name=a.wav`, { method: 'POST', headers: { ...headers, 'content-type': 'audio/wav' }, body: wav });
    expect(transcription.status).toBe(503);
    const analysis = await fetch(`${api.url}/v1/voice/analysis`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"text":"a","instruction":"b"}' });
    expect(analysis.status).toBe(503);
  });
});
