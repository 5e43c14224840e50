import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { startFakeLlm } from '../testing/fake-llm';
import { answerText, readNdjson, type ParsedChunk } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { cutNotice } from './kept-answer-lines';
import { createKeptAnswers } from './kept-answers';
import { keptTextSql } from './kept-answers.test-support';

/** Reads an NDJSON answer line by line, so a scenario can stop reading midway. */
function lineReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const lines: ParsedChunk[] = [];
  return {
    lines,
    async next(count: number) {
      while (lines.length < count) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        const complete = buffered.split('\n');
        buffered = complete.pop() ?? '';
        lines.push(...complete.map((line) => JSON.parse(line) as ParsedChunk));
      }
      return lines;
    },
    async until(enough: (lines: readonly ParsedChunk[]) => boolean) {
      while (!enough(lines)) {
        const before = lines.length;
        await this.next(before + 1);
        if (lines.length === before) throw new Error('The stream ended before the scenario expected.');
      }
      return lines;
    },
  };
}

describe(`${testDatabaseDriver()}: chat answers that outlive their request`, () => {
  let api: TestApi;
  let alice: Record<string, string>;
  const question = 'Hello, what can you do?';
  beforeAll(async () => {
    api = await startTestApi({ port: 4310, offlinePaceMs: 25 });
    alice = await api.bearer({ subject: 'alice' });
  }, startUpMs);
  afterAll(() => api.stop());

  const ask = (headers: Record<string, string>, kept: { answerId?: string; sessionId?: string } = {}, signal?: AbortSignal) =>
    fetch(`${api.url}/v1/chat/stream`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: question }], ...kept }),
      signal,
    });
  const reattach = (answerId: string, from: number, headers = alice) => fetch(`${api.url}/v1/chat/answers/${answerId}?from=${from}`, { headers });
  const cancel = (answerId: string, headers = alice) => fetch(`${api.url}/v1/chat/answers/${answerId}/cancel`, { method: 'POST', headers });
  const stateOf = async (answerId: string) =>
    (await api.db.query<{ state: string; content: string }>(keptTextSql, [answerId]))[0];
  const settled = async (answerId: string) => {
    for (let tries = 0; tries < 200; tries += 1) {
      const row = await stateOf(answerId);
      if (row && row.state !== 'streaming') return row;
      await delay(25);
    }
    throw new Error(`The answer ${answerId} never ended.`);
  };
  /** Starts a kept answer, reads `lines` lines of it, then drops the connection as a reload does. */
  async function startThenDrop(lines: number) {
    const answerId = randomUUID();
    const dropped = new AbortController();
    const reader = lineReader(await ask(alice, { answerId, sessionId: 'chat-1' }, dropped.signal));
    const seen = (await reader.next(lines)).slice(0, lines);
    dropped.abort();
    return { answerId, seen };
  }

  let uninterrupted: ParsedChunk[];
  beforeAll(async () => {
    uninterrupted = await readNdjson(await ask(alice));
  });

  it('goes on generating when the client goes, and keeps the whole answer', async () => {
    const { answerId, seen } = await startThenDrop(3);
    expect(answerText(seen).length).toBeLessThan(answerText(uninterrupted).length);
    const row = await settled(answerId);
    expect(row).toEqual({ state: 'complete', content: answerText(uninterrupted) });
  });

  it('re-attached from the offset the client has, gives the rest: together identical to an uninterrupted answer', async () => {
    const { answerId, seen } = await startThenDrop(3);
    const had = answerText(seen);
    const rest = await readNdjson(await reattach(answerId, had.length));
    // The first line's receipt comes again, so the re-attached answer is shown with it.
    expect(rest.find((line) => line.receipt)).toEqual(uninterrupted.find((line) => line.receipt));
    expect(had + answerText(rest)).toBe(answerText(uninterrupted));
    expect(rest.at(-1)).toEqual({ content: '', done: true, error: null, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
    expect(rest.filter((line) => line.done)).toHaveLength(1);
  });

  it('re-attached after the answer ended, gives the same rest and the done line', async () => {
    const { answerId, seen } = await startThenDrop(4);
    await settled(answerId);
    const rest = await readNdjson(await reattach(answerId, answerText(seen).length));
    expect(answerText(seen) + answerText(rest)).toBe(answerText(uninterrupted));
    expect(rest.at(-1)).toEqual({ content: '', done: true, error: null, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
  });

  it('shows a second watcher (another tab) the same streaming answer as the first', async () => {
    const answerId = randomUUID();
    const first = lineReader(await ask(alice, { answerId, sessionId: 'chat-2' }));
    await first.next(2);
    const second = await readNdjson(await reattach(answerId, 0));
    const all = await first.next(Number.MAX_SAFE_INTEGER);
    expect(answerText(second)).toBe(answerText(uninterrupted));
    expect(answerText(all)).toBe(answerText(uninterrupted));
  });

  it('stops at its cancel call, ending the stream with the text so far', async () => {
    const answerId = randomUUID();
    const reader = lineReader(await ask(alice, { answerId, sessionId: 'chat-3' }));
    await reader.next(3);
    expect((await cancel(answerId)).status).toBe(204);
    const lines = await reader.next(Number.MAX_SAFE_INTEGER);
    expect(lines.at(-1)).toEqual({ content: '', done: true, error: null, cancelled: true, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
    const row = await settled(answerId);
    expect(row?.state).toBe('cancelled');
    await delay(200);
    expect((await stateOf(answerId))?.content).toBe(answerText(lines));
    expect(answerText(lines).length).toBeLessThan(answerText(uninterrupted).length);
    const reread = await readNdjson(await reattach(answerId, 0));
    expect(answerText(reread)).toBe(answerText(lines));
    // A tab following it learns that it was stopped, not completed.
    expect(reread.at(-1)).toEqual({ content: '', done: true, error: null, cancelled: true, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
  });

  it("is not found for another user, nor for the same name at another provider (404), and they cannot stop it", async () => {
    const { answerId } = await startThenDrop(2);
    const bob = await api.bearer({ subject: 'bob' });
    const trialAlice = { authorization: `Bearer ${await api.trial.token({ subject: 'alice', groups: [localGroups.trial], now: api.clock.now() })}` };
    for (const stranger of [bob, trialAlice]) {
      expect((await reattach(answerId, 0, stranger)).status).toBe(404);
      expect((await cancel(answerId, stranger)).status).toBe(404);
    }
    expect(await settled(answerId)).toMatchObject({ state: 'complete' });
  });

  it('refuses an answer id already used (409) and a malformed one (422); an unknown one is 404', async () => {
    const { answerId } = await startThenDrop(1);
    expect((await ask(alice, { answerId, sessionId: 'chat-4' })).status).toBe(409);
    expect((await ask(alice, { answerId: 'not an id', sessionId: 'chat-4' })).status).toBe(422);
    expect((await ask(alice, { answerId: randomUUID() })).status).toBe(422);
    expect((await reattach(randomUUID(), 0)).status).toBe(404);
    expect((await reattach(answerId, -1)).status).toBe(422);
    await settled(answerId);
  });

  it('a second tab re-attaching before the question has reached the server is answered once it has', async () => {
    const answerId = randomUUID();
    const early = reattach(answerId, 0);
    await delay(100);
    const asked = await ask(alice, { answerId, sessionId: 'chat-early' });
    const [seenEarly, seenByAsker] = await Promise.all([early.then(readNdjson), readNdjson(asked)]);
    expect(answerText(seenEarly)).toBe(answerText(seenByAsker));
    expect(answerText(seenEarly)).not.toBe('');
  });

  it('keeps nothing for a request without an answer id', async () => {
    const before = await api.db.query('select answer_id from kept_answers');
    await readNdjson(await ask(alice));
    expect(await api.db.query('select answer_id from kept_answers')).toEqual(before);
  });

  describe('when the instance writing an answer died', () => {
    const orphan = async (answerId: string, content: string, updatedAt: Date) => {
      await api.db.query(
        `insert into kept_answers (owner, answer_id, session_id, content, state, created_at, updated_at)
          values ($1, $2, 'chat-9', $3, 'streaming', $4, $4)`,
        ['http://corporate.test#alice', answerId, content, updatedAt.toISOString()],
      );
    };

    it('ends the answer as cut, with the notice, where its row ends (no re-generation)', async () => {
      const answerId = randomUUID();
      await orphan(answerId, 'Half an answ', new Date(api.clock.now().getTime() - 60_000));
      const lines = await readNdjson(await reattach(answerId, 5));
      expect(lines).toEqual([
        { content: 'an answ', done: false, error: null },
        { content: '', done: true, error: cutNotice, cut: true },
      ]);
      expect(await stateOf(answerId)).toEqual({ state: 'cut', content: 'Half an answ' });
    });

    it('follows a row another instance still writes, and cuts it once it stops moving', async () => {
      const answerId = randomUUID();
      await orphan(answerId, 'Written ', api.clock.now());
      const reader = lineReader(await reattach(answerId, 0));
      expect(await reader.next(1)).toEqual([{ content: 'Written ', done: false, error: null }]);
      await api.db.query(`update kept_answers set content = 'Written elsewhere' where answer_id = $1`, [answerId]);
      expect((await reader.next(2))[1]).toEqual({ content: 'elsewhere', done: false, error: null });
      api.clock.advance(21_000);
      expect((await reader.next(3))[2]).toEqual({ content: '', done: true, error: cutNotice, cut: true });
    });
  });

  it('deletes kept answers 24 hours after their last change', async () => {
    const { answerId } = await startThenDrop(1);
    await settled(answerId);
    const answers = createKeptAnswers(api.db, api.clock.now);
    api.clock.advance(23 * 60 * 60 * 1000);
    await answers.purgeExpired();
    alice = await api.bearer({ subject: 'alice' });
    expect((await reattach(answerId, 0)).status).toBe(200);
    api.clock.advance(2 * 60 * 60 * 1000);
    expect(await answers.purgeExpired()).toBeGreaterThan(0);
    alice = await api.bearer({ subject: 'alice' });
    expect((await reattach(answerId, 0)).status).toBe(404);
    expect(await api.db.query('select answer_id from kept_answers')).toEqual([]);
    await answers.close();
  });
});

describe('a kept answer from a language model', () => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let user: Record<string, string>;
  beforeAll(async () => {
    llm = await startFakeLlm(4312);
    api = await startTestApi({ port: 4311, llm: { baseUrl: llm.baseUrl, apiKey: 'key', model: 'test-model' } });
    user = await api.bearer({ subject: 'modeller' });
  }, startUpMs);
  afterAll(async () => {
    await api.stop();
    await llm.stop();
  });

  it('keeps the model call open when the client goes, and closes it at the cancel call', async () => {
    llm.behave({ kind: 'hang', pieces: ['Thinking ', 'hard'] });
    const answerId = randomUUID();
    const dropped = new AbortController();
    const response = await fetch(`${api.url}/v1/chat/stream`, {
      method: 'POST',
      headers: { ...user, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Hi' }], answerId, sessionId: 'chat-m' }),
      signal: dropped.signal,
    });
    const reader = lineReader(response);
    await reader.until((lines) => answerText(lines) === 'Thinking hard');
    dropped.abort();
    let modelClosed = false;
    void llm.requests.at(-1)?.closed.then(() => {
      modelClosed = true;
    });
    await delay(300);
    expect(modelClosed).toBe(false);
    const watcher = lineReader(await fetch(`${api.url}/v1/chat/answers/${answerId}?from=0`, { headers: user }));
    await watcher.until((lines) => answerText(lines) === 'Thinking hard');
    expect((await fetch(`${api.url}/v1/chat/answers/${answerId}/cancel`, { method: 'POST', headers: user })).status).toBe(204);
    await llm.requests.at(-1)?.closed;
    expect(modelClosed).toBe(true);
  });

  it('when the model refuses before the first byte, the client gets the status and the kept answer ends as failed', async () => {
    llm.behave({ kind: 'status', status: 503 });
    const answerId = randomUUID();
    const response = await chatRequest(api.url, user, { messages: [{ role: 'user', content: 'Hi' }], answerId, sessionId: 'chat-m' });
    expect(response.status).toBe(502);
    const lines = await readNdjson(await fetch(`${api.url}/v1/chat/answers/${answerId}?from=0`, { headers: user }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ content: '', done: true });
    expect(lines[0]?.error).toEqual(expect.any(String));
  });
});
