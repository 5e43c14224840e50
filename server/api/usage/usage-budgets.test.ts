import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetState, LimitRefusal, MyUsage } from '../../../contracts/usage-api';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { ndjsonLines } from '../testing/ndjson-lines';
import { readNdjson, uploadForm } from '../testing/requests';
import { manualClock, startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import { chatRequest, uploadAs } from '../testing/uploads';

const messages = [{ role: 'user', content: 'Hello' }];
// 23:00 in Berlin on the 2nd of March (UTC+1): the day there ends in one hour.
const lateEvening = new Date('2026-03-02T22:00:00Z');

describe('budgets refuse cleanly', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      port: 4465,
      offlinePaceMs: 60,
      clock: manualClock(lateEvening),
      usageEnv: {
        BUDGETS: 'user:requests/day=3; department=FIN:requests/day=4; user:uploadBytes/day=30',
        BUDGET_TIME_ZONE: 'Europe/Berlin',
        PROMPT_WRITES_PER_MINUTE: '1',
      },
    });
  }, startUpMs);
  afterAll(() => api.stop());

  const ask = async (subject: string, groups: string[] = [localGroups.chat]) => chatRequest(api.url, await api.bearer({ subject, groups }), { messages });

  it('warns at 80 % on the last line, refuses at 100 % with 429, the budget and its reset, and answers again the next day', async () => {
    const endings: Array<BudgetState | undefined> = [];
    for (let call = 0; call < 3; call += 1) endings.push(((await readNdjson(await ask('spender'))).at(-1) as { budgetWarning?: BudgetState }).budgetWarning);
    // 1 of 3 and 2 of 3 are below 80 %; 3 of 3 is at it.
    expect(endings.slice(0, 2)).toEqual([undefined, undefined]);
    expect(endings[2]).toEqual({ scope: 'user', unit: 'requests', window: 'day', limit: 3, used: 3, resetsAt: '2026-03-02T23:00:00.000Z' });

    const refused = await ask('spender');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    const body = (await refused.json()) as LimitRefusal;
    expect(body).toEqual({
      reason: 'budget',
      budget: { scope: 'user', unit: 'requests', window: 'day', limit: 3, used: 3, resetsAt: '2026-03-02T23:00:00.000Z' },
      detail: 'Your daily request budget is used up (3 of 3). It resets at 2026-03-02T23:00:00.000Z.',
    });
    const mine = (await (await fetch(`${api.url}/v1/usage/mine`, { headers: await api.bearer({ subject: 'spender' }) })).json()) as MyUsage;
    // A refused request called no model: its row names none.
    expect(mine.thisMonth.rows).toMatchObject([{ model: '', requests: 0, refused: 1 }, { model: 'offline', requests: 3, refused: 0 }]);
    expect(mine.budgets).toContainEqual({ scope: 'user', unit: 'requests', window: 'day', limit: 3, used: 3, resetsAt: '2026-03-02T23:00:00.000Z' });

    api.clock.advance(3_600_000);
    expect((await ask('spender')).status).toBe(200);
  });

  it('a chat name asked once the budget is used up is refused like an answer and booked to the chat as refused, naming no model', async () => {
    for (let call = 0; call < 3; call += 1) await readNdjson(await ask('namer'));
    const naming = await fetch(`${api.url}/v1/summarization`, {
      method: 'POST',
      headers: { ...(await api.bearer({ subject: 'namer' })), 'content-type': 'text/plain', 'x-studio-tool': 'chat' },
      body: 'user: Hello\nassistant: Hello',
    });
    expect(naming.status).toBe(429);
    expect(((await naming.json()) as LimitRefusal)).toMatchObject({ reason: 'budget', budget: { scope: 'user', unit: 'requests', limit: 3, used: 3 } });
    const rows = await api.db.query<{ tool: string; model: string; outcome: string }>("select tool, model, outcome from usage_ledger where user_key like '%#namer' order by id");
    expect(rows).toEqual([...Array.from({ length: 3 }, () => ({ tool: 'chat', model: 'offline', outcome: 'complete' })), { tool: 'chat', model: '', outcome: 'refused' }]);
  });

  it('lets an answer that started finish and refuses the next, and books a kept answer nobody follows', async () => {
    const going = new AbortController();
    const first = await fetch(`${api.url}/v1/chat/stream`, {
      method: 'POST',
      headers: { ...(await api.bearer({ subject: 'streamer' })), 'content-type': 'application/json' },
      body: JSON.stringify({ messages, answerId: 'kept-1', sessionId: 'chat-1' }),
      signal: going.signal,
    });
    await ndjsonLines(first).until(2);
    // The client goes: the kept answer goes on and is booked when it ends.
    going.abort();
    await readNdjson(await ask('streamer'));
    await readNdjson(await ask('streamer'));
    const refused = await ask('streamer');
    expect(refused.status).toBe(429);
    await refused.body?.cancel();
    await expect.poll(async () => (await api.db.query<{ outcome: string }>("select outcome from usage_ledger where user_key like '%streamer' and outcome <> 'refused'")).map((row) => row.outcome).sort(), { timeout: 10_000 }).toEqual(['complete', 'complete', 'complete']);
  });

  it("shares a department's budget among its members; a user in two departments is booked to the first configured", async () => {
    const both = [localGroups.chat, departmentGroups.it, departmentGroups.fin];
    for (const subject of ['fin-a', 'fin-b']) {
      for (let call = 0; call < 2; call += 1) expect((await ask(subject, subject === 'fin-a' ? both : [localGroups.chat, departmentGroups.fin])).status).toBe(200);
    }
    const refused = await ask('fin-c', [localGroups.chat, departmentGroups.fin]);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as LimitRefusal).budget).toMatchObject({ scope: 'department', department: { code: 'FIN', name: 'Finance' }, limit: 4, used: 4 });
    const departments = await api.db.query("select distinct department_code, department_name from usage_ledger where user_key like '%fin-a'");
    expect(departments).toEqual([{ department_code: 'FIN', department_name: 'Finance' }]);
  });

  it('refuses an upload past the daily byte budget, and the next prompt write within the minute', async () => {
    const user = await api.bearer({ subject: 'uploader' });
    await uploadAs(api.url, user, new TextEncoder().encode('a'.repeat(30)), 'thirty.txt');
    const refused = await fetch(`${api.url}/v1/upload/documents`, { method: 'POST', headers: user, body: uploadForm(new TextEncoder().encode('more'), 'more.txt') });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as LimitRefusal).budget).toMatchObject({ unit: 'uploadBytes', limit: 30, used: 30 });

    const writer = await api.bearer({ subject: 'writer', groups: [localGroups.audit, departmentGroups.it] });
    const prompt = (name: string) =>
      fetch(`${api.url}/v1/prompt`, {
        method: 'POST',
        headers: { ...writer, 'content-type': 'application/json' },
        body: JSON.stringify({ department_code: 'IT', prompt_name: name, description: 'd', prompt_template: 't', private: false, draft: false }),
      });
    expect((await prompt('first')).status).toBe(200);
    const limited = await prompt('second');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ detail: 'Too many requests. Please try again later.' });
  });
});
