import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseDriver } from '../../db/test-database';
import { ndjsonLines } from '../testing/ndjson-lines';
import { answerText } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { cutNotice } from './kept-answer-lines';

// One instance in the test's process; two processes on PostgreSQL: two-instances.postgres.test.ts.
describe(`kept answers when their instance stops (${testDatabaseDriver()})`, () => {
  let api: TestApi;
  let alice: Record<string, string>;
  beforeAll(async () => {
    // 100 ms between the offline answer's pieces: an answer is in flight for most of a second.
    api = await startTestApi({ port: 4407, offlinePaceMs: 100 });
    alice = await api.bearer({ subject: 'alice' });
  }, startUpMs);
  afterAll(() => api.stop());

  const ask = (answerId: string) =>
    chatRequest(api.url, alice, { messages: [{ role: 'user', content: 'Hello' }], answerId, sessionId: 'chat-1' });
  const stateOf = async (answerId: string) =>
    (await api.db.query<{ state: string }>('select state from kept_answers where answer_id = $1', [answerId]))[0]?.state;

  it('lets an answer in flight finish within the grace, and keeps it whole', async () => {
    const answerId = randomUUID();
    const answer = ndjsonLines(await ask(answerId));
    await answer.until(2);
    expect(await api.drainAnswers(30_000)).toBe(0);
    const lines = await answer.rest();
    expect(lines.at(-1)).toEqual({ content: '', done: true, error: null, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
    expect(await stateOf(answerId)).toBe('complete');
  });

  it('ends an answer still in flight when the grace is over as cut, with the notice, written before it settles', async () => {
    const answerId = randomUUID();
    const answer = ndjsonLines(await ask(answerId));
    await answer.until(2);
    expect(await api.drainAnswers(0)).toBe(1);
    expect(await stateOf(answerId)).toBe('cut');
    const lines = await answer.rest();
    expect(lines.at(-1)).toEqual({ content: '', done: true, error: cutNotice, cut: true, ledgerId: expect.stringMatching(/^[1-9][0-9]*$/) });
    const kept = answerText(await ndjsonLines(await fetch(`${api.url}/v1/chat/answers/${answerId}?from=0`, { headers: alice })).rest());
    expect(kept).toBe(answerText(lines));
  });

  it("sweeps the answers of an instance that died as cut, nobody following them, and leaves moving ones", async () => {
    const abandoned = randomUUID();
    const moving = randomUUID();
    const row = (answerId: string, agoMs: number) =>
      api.db.query(
        `insert into kept_answers (owner, answer_id, session_id, content, state, created_at, updated_at)
          values ('http://corporate.test#alice', $1, 'chat-2', 'Half', 'streaming', $2, $2)`,
        [answerId, new Date(api.clock.now().getTime() - agoMs).toISOString()],
      );
    await row(abandoned, 20_001);
    await row(moving, 5_000);
    expect(await api.cutAbandonedAnswers()).toBe(1);
    expect(await stateOf(abandoned)).toBe('cut');
    expect(await stateOf(moving)).toBe('streaming');
  });
});
