import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { testDatabaseDriver } from '../../db/test-database';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

type Headers = Record<string, string>;
interface Entry {
  action: string;
  prompt_id: string;
  prompt_name: string;
  version: number;
}

const prompt = (prompt_template: string, overrides: Record<string, unknown> = {}) => ({
  department_code: 'IT',
  description: 'Checks a case for risks',
  draft: false,
  private: false,
  prompt_name: 'Draft check',
  prompt_template,
  ...overrides,
});

// alice owns the prompt; carl is her colleague in IT.
describe(`${testDatabaseDriver()}: a candidate never made live stays its owner's`, () => {
  let api: TestApi;
  let alice: Headers;
  let carl: Headers;
  beforeAll(async () => {
    api = await startTestApi({ port: 4391 });
    alice = await api.bearer({ subject: 'alice', groups: [localGroups.audit, departmentGroups.it], extraClaims: { name: 'Alice Adams' } });
    carl = await api.bearer({ subject: 'carl', groups: [localGroups.audit, departmentGroups.it], extraClaims: { name: 'Carl Castro' } });
  }, startUpMs);
  afterAll(() => api.stop());

  const call = async (method: string, path: string, headers: Headers, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T,>(response: Response): Promise<T> => {
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const versionsOf = async (headers: Headers, id: string) =>
    (await json<Array<{ version: number }>>(await call('GET', `/v1/prompt/${id}/versions`, headers))).map((v) => v.version);
  const logOf = async (headers: Headers, id: string) =>
    (await json<Entry[]>(await call('GET', '/v1/prompt-activity', headers)))
      .filter((entry) => entry.prompt_id === id)
      .map((entry) => `${entry.action} ${entry.version}`);
  const ask = (headers: Headers, id: string, version: number) =>
    call('POST', '/v1/rag/stream', headers, {
      model: 'offline', query: 'Is this invoice a risk?', risk_assesment: false, temperature: 0, agentmode: false,
      prompt_id: id, prompt_version: version,
    });

  async function twoCandidates(name: string) {
    const created = await json<{ prompt_id: string }>(await call('POST', '/v1/prompt', alice, prompt('Live one', { prompt_name: name })));
    const id = created.prompt_id;
    for (const template of ['Draft two', 'Draft three']) {
      expect((await call('PUT', `/v1/prompt/${id}`, alice, { ...prompt(template, { prompt_name: name }), candidate: true })).status).toBe(200);
    }
    return id;
  }

  it('keeps v2 from the colleague when the owner makes v3 live over it: not readable, usable, counted or logged', async () => {
    const id = await twoCandidates('Skipped draft');
    expect(await logOf(carl, id)).toEqual(['created 1']);
    expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 3 })).status).toBe(204);

    expect(await versionsOf(carl, id)).toEqual([1]);
    const refused = await ask(carl, id, 2);
    expect(refused.status).toBe(404);
    expect((await ask(alice, id, 2)).status).toBe(200);
    const usage = await json<Array<{ version: number }>>(await call('GET', `/v1/prompt/${id}/usage`, carl));
    expect(usage.map((use) => use.version)).toEqual([]);
    // The live candidate's own entries are the department's now; the skipped one's stay the owner's.
    expect(await logOf(carl, id)).toEqual(['created 1', 'candidate_saved 3', 'made_live 3']);
    const [v2Entry] = (await json<Array<Entry & { id: number }>>(await call('GET', '/v1/prompt-activity', alice))).filter(
      (entry) => entry.prompt_id === id && entry.version === 2,
    );
    expect((await call('GET', `/v1/prompt-activity/${v2Entry!.id}`, carl)).status).toBe(404);
    const csv = await (await call('GET', '/v1/prompt-activity.csv', carl)).text();
    expect(csv.split('\r\n').filter((line) => line.includes(id) && line.includes(',2,'))).toEqual([]);
  });

  it('gives the owner every version and entry, the skipped candidate included', async () => {
    const id = await twoCandidates('Owner sees all');
    expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 3 })).status).toBe(204);
    expect(await versionsOf(alice, id)).toEqual([2, 1]);
    expect(await logOf(alice, id)).toEqual(['created 1', 'candidate_saved 2', 'candidate_saved 3', 'made_live 3']);
    const usage = await json<Array<{ version: number }>>(await call('GET', `/v1/prompt/${id}/usage`, alice));
    expect(usage).toEqual([]);
  });

  it('shows the colleague a candidate and its entries once it has gone live, and keeps them after a newer version', async () => {
    const id = await twoCandidates('Goes live in turn');
    expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 2 })).status).toBe(204);
    expect(await logOf(carl, id)).toEqual(['created 1', 'candidate_saved 2', 'made_live 2']);
    expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 3 })).status).toBe(204);
    expect(await versionsOf(carl, id)).toEqual([2, 1]);
    expect((await ask(carl, id, 2)).status).toBe(200);
    expect(await logOf(carl, id)).toEqual(['created 1', 'candidate_saved 2', 'candidate_saved 3', 'made_live 2', 'made_live 3']);
  });

  it('keeps a candidate replaced by an ordinary update the owner\'s', async () => {
    const id = await twoCandidates('Updated over');
    expect((await call('PUT', `/v1/prompt/${id}`, alice, prompt('Straight live', { prompt_name: 'Updated over' }))).status).toBe(200);
    expect(await versionsOf(carl, id)).toEqual([1]);
    expect((await ask(carl, id, 3)).status).toBe(404);
    expect(await logOf(carl, id)).toEqual(['created 1', 'updated 4']);
  });
});
