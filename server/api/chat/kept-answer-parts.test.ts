import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrations } from '../../db/migrations';
import { openSharedTestDatabase, testDatabaseDriver } from '../../db/test-database';
import { answerText, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest } from '../testing/uploads';
import { keptTextSql } from './kept-answers.test-support';

const alice = 'http://corporate.test#alice';
const done = { content: '', done: true, error: null };

describe(`${testDatabaseDriver()}: a kept answer's text is appended in parts`, () => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    // Paced, so the answer takes several flushes (every 250 ms) to write.
    api = await startTestApi({ port: 4387, offlinePaceMs: 40 });
    headers = await api.bearer({ subject: 'alice' });
  }, startUpMs);
  afterAll(() => api.stop());

  const reattach = (answerId: string, from: number) => fetch(`${api.url}/v1/chat/answers/${answerId}?from=${from}`, { headers });
  const streamingRow = (answerId: string) =>
    api.db.query(`insert into kept_answers (owner, answer_id, session_id, state, created_at, updated_at) values ($1, $2, 'chat-1', 'streaming', $3, $3)`, [
      alice, answerId, api.clock.now().toISOString(),
    ]);
  const part = (answerId: string, start: number, content: string) =>
    api.db.query(`insert into kept_answer_parts (owner, answer_id, start_at, end_at, content) values ($1, $2, $3, $4, $5)`, [
      alice, answerId, start, start + content.length, content,
    ]);

  it('writes one part per flush, each starting where the one before ended, and never the whole text again', async () => {
    const answerId = randomUUID();
    const text = answerText(await readNdjson(await chatRequest(api.url, headers, { messages: [{ role: 'user', content: 'Hello' }], answerId, sessionId: 'chat-1' })));
    const parts = await api.db.query<{ start_at: number; end_at: number; content: string }>(
      'select start_at, end_at, content from kept_answer_parts where answer_id = $1 order by start_at',
      [answerId],
    );
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((row, index) => {
      expect(row.start_at).toBe(index === 0 ? 0 : parts[index - 1]!.end_at);
      expect(row.end_at - row.start_at).toBe(row.content.length);
    });
    expect(parts.map((row) => row.content).join('')).toBe(text);
    expect(await api.db.query('select content from kept_answers where answer_id = $1', [answerId])).toEqual([{ content: '' }]);
  });

  it('follows the parts another instance appends, from an offset inside a part, to the end', async () => {
    const answerId = randomUUID();
    await streamingRow(answerId);
    await part(answerId, 0, 'Written ');
    const response = await reattach(answerId, 3);
    await part(answerId, 8, 'else');
    await part(answerId, 12, 'where');
    await api.db.query(`update kept_answers set state = 'complete' where answer_id = $1`, [answerId]);
    const lines = await readNdjson(response);
    expect(answerText(lines)).toBe('tten elsewhere');
    expect(lines.at(-1)).toEqual(done);
  });

  it('ends an answer stopped at a limit with the notice and `capped`, for a follower too', async () => {
    const answerId = randomUUID();
    await streamingRow(answerId);
    await part(answerId, 0, 'Long');
    const notice = 'The answer was cut off here: it reached the longest answer this server allows.';
    await api.db.query(`update kept_answers set state = 'capped', error = $2 where answer_id = $1`, [answerId, notice]);
    expect(await readNdjson(await reattach(answerId, 0))).toEqual([
      { content: 'Long', done: false, error: null },
      { content: '', done: true, error: notice, cut: true, capped: true },
    ]);
  });
});

describe(`${testDatabaseDriver()}: kept answers written before the parts (0006)`, () => {
  it('opens them as they were: an ended one re-attaches from its offset, a streaming one is followed to its end', async () => {
    const shared = await openSharedTestDatabase();
    const [db] = shared.connections;
    let api: TestApi | undefined;
    try {
      const before = migrations.findIndex((m) => m.id === '0006_kept_answer_parts');
      expect(await migrate(db, migrations.slice(0, before))).toHaveLength(before);
      const at = new Date('2026-03-02T09:00:00Z').toISOString();
      await db.query(
        `insert into kept_answers (owner, answer_id, session_id, content, state, created_at, updated_at)
         values ($1, 'ended', 'chat-1', 'An old answer', 'complete', $2, $2), ($1, 'writing', 'chat-1', 'Still ', 'streaming', $2, $2)`,
        [alice, at],
      );
      expect(await migrate(db)).toEqual(migrations.slice(before).map((m) => m.id));

      api = await startTestApi({ port: 4388, database: async () => ({ db, dispose: async () => undefined }) });
      const headers = await api.bearer({ subject: 'alice' });
      const reattach = (answerId: string, from: number) => fetch(`${api!.url}/v1/chat/answers/${answerId}?from=${from}`, { headers });
      expect(await readNdjson(await reattach('ended', 3))).toEqual([{ content: 'old answer', done: false, error: null }, done]);

      // An instance of the version before still writes it whole.
      const following = reattach('writing', 0);
      await db.query(`update kept_answers set content = 'Still written whole', state = 'complete' where answer_id = 'writing'`);
      expect(answerText(await readNdjson(await following))).toBe('Still written whole');
      expect(await db.query(keptTextSql, ['ended'])).toEqual([{ state: 'complete', content: 'An old answer' }]);
    } finally {
      await api?.stop();
      await shared.dispose();
    }
  }, startUpMs);
});
