import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../../idp/accounts';
import { detailOf } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';

type Headers = Record<string, string>;
interface PromptBody {
  department_code: string;
  description: string;
  draft: boolean;
  private: boolean;
  prompt_name: string;
  prompt_template: string;
}
interface ListedPrompt extends PromptBody {
  id: string;
  version: number;
  live_version: number;
}
interface Entry {
  id: number;
  at: string;
  action: string;
  prompt_id: string;
  prompt_name: string;
  department_code: string;
  private: boolean;
  version: number;
  from_version: number | null;
  actor_subject: string;
  actor_name: string;
}

const prompt = (overrides: Partial<PromptBody> = {}): PromptBody => ({
  department_code: 'IT',
  description: 'Checks a case for risks',
  draft: false,
  private: false,
  prompt_name: 'Risk check',
  prompt_template: 'Live template',
  ...overrides,
});

// alice owns the prompts and is in both departments; carl is her colleague in IT; fiona is in Finance only.
describe('the audit-grade prompt store', () => {
  let api: TestApi;
  let alice: Headers;
  let carl: Headers;
  let fiona: Headers;
  beforeAll(async () => {
    api = await startTestApi({ port: 4367 });
    const audit = localGroups.audit;
    alice = await api.bearer({ subject: 'alice', groups: [audit, departmentGroups.it, departmentGroups.fin], extraClaims: { name: 'Alice Adams' } });
    carl = await api.bearer({ subject: 'carl', groups: [audit, departmentGroups.it], extraClaims: { name: 'Carl Castro' } });
    fiona = await api.bearer({ subject: 'fiona', groups: [audit, departmentGroups.fin], extraClaims: { name: 'Fiona Fischer' } });
  }, startUpMs);
  afterAll(() => api.stop());

  const call = (method: string, path: string, headers: Headers, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const create = async (headers: Headers, body: PromptBody) => {
    const response = await call('POST', '/v1/prompt', headers, body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { prompt_id: string }).prompt_id;
  };
  const save = async (headers: Headers, id: string, body: PromptBody & { candidate?: boolean }) =>
    expect((await call('PUT', `/v1/prompt/${id}`, headers, body)).status).toBe(200);
  const listed = async (headers: Headers, id: string) => {
    const departments = (await (await call('GET', '/v1/prompts', headers)).json()) as Array<{ prompts: ListedPrompt[] }>;
    return departments.flatMap((department) => department.prompts).find((p) => p.id === id);
  };
  const ask = (headers: Headers, body: Record<string, unknown>) =>
    call('POST', '/v1/rag/stream', headers, {
      model: 'offline',
      query: 'Is this invoice a risk?',
      risk_assesment: false,
      temperature: 0,
      agentmode: false,
      ...body,
    });
  const usage = async (headers: Headers, id: string) => {
    const response = await call('GET', `/v1/prompt/${id}/usage`, headers);
    expect(response.status).toBe(200);
    return (await response.json()) as Array<{ version: number; uses: number; last_used_at: string }>;
  };
  const log = async (headers: Headers, id: string) => {
    const response = await call('GET', '/v1/prompt-activity', headers);
    expect(response.status).toBe(200);
    return ((await response.json()) as Entry[]).filter((entry) => entry.prompt_id === id);
  };

  describe('a live version', () => {
    it('keeps the colleague on the live version while the owner tries a candidate, then makes it live', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Candidate flow' }));
      await save(alice, id, { ...prompt({ prompt_name: 'Candidate flow', prompt_template: 'Candidate template' }), candidate: true });

      expect(await listed(alice, id)).toMatchObject({ version: 2, live_version: 1, prompt_template: 'Candidate template' });
      expect(await listed(carl, id)).toMatchObject({ version: 1, live_version: 1, prompt_template: 'Live template' });
      // The candidate is not in the colleague's history, nor usable by them.
      expect(await (await call('GET', `/v1/prompt/${id}/versions`, carl)).json()).toEqual([]);
      expect((await ask(carl, { prompt_id: id, prompt_version: 2 })).status).toBe(404);
      expect(await (await ask(alice, { prompt_id: id, prompt_version: 2 })).text()).toContain('Candidate template');

      expect((await call('POST', `/v1/prompt/${id}/live`, carl, { version: 2 })).status).toBe(403);
      const backwards = await call('POST', `/v1/prompt/${id}/live`, alice, { version: 1 });
      expect(backwards.status).toBe(409);
      expect(await detailOf(backwards)).toBe('Only a version newer than the live one can be made live.');
      expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 2 })).status).toBe(204);
      expect(await listed(carl, id)).toMatchObject({ version: 2, live_version: 2, prompt_template: 'Candidate template' });
      expect((await call('GET', `/v1/prompt/${id}/versions`, carl).then((r) => r.json()) as Array<{ version: number }>).map((v) => v.version)).toEqual([1]);
    });

    it('puts an ordinary update live at once, over a waiting candidate', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Straight update' }));
      await save(alice, id, { ...prompt({ prompt_name: 'Straight update', prompt_template: 'Not yet' }), candidate: true });
      await save(alice, id, prompt({ prompt_name: 'Straight update', prompt_template: 'Live now' }));
      expect(await listed(carl, id)).toMatchObject({ version: 3, live_version: 3, prompt_template: 'Live now' });
    });

    it('keeps the candidate\'s flags to the owner: a private candidate leaves the public live version listed', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Going private' }));
      await save(alice, id, { ...prompt({ prompt_name: 'Going private', private: true }), candidate: true });
      expect(await listed(carl, id)).toMatchObject({ version: 1, private: false });
      expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 2 })).status).toBe(204);
      expect(await listed(carl, id)).toBeUndefined();
    });

    it('restores a stored version as a new version from the server\'s copy', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Restorable', prompt_template: 'First words' }));
      await save(alice, id, prompt({ prompt_name: 'Restorable', prompt_template: 'Second words' }));
      const restored = await call('POST', `/v1/prompt/${id}/restore`, alice, { version: 1 });
      expect(restored.status).toBe(200);
      expect(await listed(carl, id)).toMatchObject({ version: 3, live_version: 3, prompt_template: 'First words' });
      expect((await call('POST', `/v1/prompt/${id}/restore`, carl, { version: 1 })).status).toBe(403);
      expect((await call('POST', `/v1/prompt/${id}/restore`, alice, { version: 9 })).status).toBe(404);
      expect((await call('POST', `/v1/prompt/${id}/restore`, alice, { version: 'one' })).status).toBe(422);
    });
  });

  describe('usage per version', () => {
    it('answers with the stored template, not one sent alongside, and counts each use of that version', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Counted', prompt_template: 'Stored version one' }));
      const answer = await ask(carl, { prompt_id: id, prompt_version: 1, prompt_template: 'Forged template' });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain('Stored version one');
      expect(text).not.toContain('Forged template');
      api.clock.advance(60_000);
      expect((await ask(alice, { prompt_id: id, prompt_version: 1 })).status).toBe(200);
      await save(alice, id, prompt({ prompt_name: 'Counted', prompt_template: 'Stored version two' }));
      expect((await ask(carl, { prompt_id: id, prompt_version: 2 })).status).toBe(200);

      const expected = [
        { version: 2, uses: 1, last_used_at: new Date(api.clock.now()).toISOString() },
        { version: 1, uses: 2, last_used_at: new Date(api.clock.now()).toISOString() },
      ];
      expect(await usage(alice, id)).toEqual(expected);
      expect(await usage(carl, id)).toEqual(expected);
      // Counts only: nothing says who used it.
      expect(JSON.stringify(await usage(alice, id))).not.toMatch(/carl|alice/);
    });

    it('counts nothing for a version the user may not see: the outsider, and the colleague with a private one', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Private past', prompt_template: 'Secret draft', private: true }));
      await save(alice, id, prompt({ prompt_name: 'Private past', prompt_template: 'Published' }));
      const hidden = await ask(carl, { prompt_id: id, prompt_version: 1 });
      expect(hidden.status).toBe(404);
      expect((await ask(fiona, { prompt_id: id, prompt_version: 2 })).status).toBe(404);
      expect((await call('GET', `/v1/prompt/${id}/usage`, fiona)).status).toBe(404);
      expect(await usage(alice, id)).toEqual([]);
      expect((await ask(carl, { prompt_id: id, prompt_version: 2 })).status).toBe(200);
      expect((await usage(alice, id)).map((use) => [use.version, use.uses])).toEqual([[2, 1]]);
    });

    it('keeps a template-only request working, and refuses half a reference (422)', async () => {
      const plain = await ask(carl, { prompt_template: 'Sent by the studio' });
      expect(await plain.text()).toContain('Sent by the studio');
      const half = await ask(carl, { prompt_version: 1, prompt_template: '' });
      expect(half.status).toBe(422);
      expect(await detailOf(half)).toMatch(/prompt_id/);
    });

    it('keeps a deleted prompt\'s counts, readable to its owner alone, and refuses new uses of it', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Deleted later' }));
      expect((await ask(carl, { prompt_id: id, prompt_version: 1 })).status).toBe(200);
      await save(alice, id, { ...prompt({ prompt_name: 'Deleted later', prompt_template: 'Her candidate' }), candidate: true });
      expect((await ask(alice, { prompt_id: id, prompt_version: 2 })).status).toBe(200);
      const before = await usage(alice, id);
      expect(before.map((use) => [use.version, use.uses])).toEqual([[2, 1], [1, 1]]);
      expect((await call('DELETE', `/v1/prompt/${id}`, alice)).status).toBe(204);
      expect((await ask(carl, { prompt_id: id, prompt_version: 1 })).status).toBe(404);
      expect((await ask(alice, { prompt_id: id, prompt_version: 2 })).status).toBe(404);
      const rows = await api.db.query<{ uses: number }>('select uses from prompt_version_uses where prompt_id = $1 order by version', [id]);
      expect(rows).toEqual([{ uses: 1 }, { uses: 1 }]);
      // The owner traces the deleted prompt's use by the id its log entries carry; the colleague and the outsider get 404.
      expect(await usage(alice, id)).toEqual(before);
      expect((await call('GET', `/v1/prompt/${id}/usage`, carl)).status).toBe(404);
      expect((await call('GET', `/v1/prompt/${id}/usage`, fiona)).status).toBe(404);
      expect((await call('GET', `/v1/prompt/${id}/versions`, alice)).status).toBe(404);
    });
  });

  describe('the activity log', () => {
    it('records every change with who, when and which version, and keeps it after the prompt is deleted', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Logged', draft: true }));
      api.clock.advance(1_000);
      await save(alice, id, prompt({ prompt_name: 'Logged' }));
      await save(alice, id, { ...prompt({ prompt_name: 'Logged', prompt_template: 'Next' }), candidate: true });
      expect((await call('POST', `/v1/prompt/${id}/live`, alice, { version: 3 })).status).toBe(204);
      await save(alice, id, prompt({ prompt_name: 'Logged', private: true }));
      expect((await call('POST', `/v1/prompt/${id}/restore`, alice, { version: 1 })).status).toBe(200);
      expect((await call('DELETE', `/v1/prompt/${id}`, alice)).status).toBe(204);

      const entries = await log(alice, id);
      expect(entries.map((e) => [e.action, e.version, e.from_version])).toEqual([
        ['created', 1, null],
        ['updated', 2, null],
        ['unmarked_draft', 2, null],
        ['candidate_saved', 3, null],
        ['made_live', 3, null],
        ['updated', 4, null],
        ['made_private', 4, null],
        ['restored', 5, 1],
        ['made_public', 5, null],
        ['marked_draft', 5, null],
        ['deleted', 5, null],
      ]);
      expect(entries[0]).toMatchObject({ actor_subject: 'alice', actor_name: 'Alice Adams', prompt_name: 'Logged', department_code: 'IT' });
      expect(entries[0]!.at).toBe(new Date(api.clock.now().getTime() - 1_000).toISOString());
      expect(entries[1]!.at).toBe(new Date(api.clock.now()).toISOString());

      // The colleague reads the department's entries, except those about the private state; the outsider none.
      expect((await log(carl, id)).map((e) => e.action)).toEqual([
        'created', 'updated', 'unmarked_draft', 'candidate_saved', 'made_live', 'restored', 'made_public', 'marked_draft', 'deleted',
      ]);
      expect(await log(fiona, id)).toEqual([]);
      const single = await call('GET', `/v1/prompt-activity/${entries[0]!.id}`, carl);
      expect(await single.json()).toEqual(entries[0]);
      expect((await call('GET', `/v1/prompt-activity/${entries[6]!.id}`, carl)).status).toBe(404);
    });

    it('shows a private prompt\'s entries to its owner only', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Private log', private: true }));
      expect((await log(alice, id)).map((e) => e.action)).toEqual(['created']);
      expect(await log(carl, id)).toEqual([]);
    });

    it('exports as CSV, quoted, with formula-looking names defused', async () => {
      const id = await create(carl, prompt({ prompt_name: '=HYPERLINK("x"), risk', description: 'csv' }));
      const response = await call('GET', '/v1/prompt-activity.csv', carl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="prompt-activity.csv"');
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe('id,at,action,prompt_id,prompt_name,department_code,private,version,from_version,actor_subject,actor_name');
      const line = lines.find((l) => l.includes(id))!;
      expect(line).toMatch(new RegExp(`^\\d+,[^,]+,created,${id},"'=HYPERLINK\\(""x""\\), risk",IT,false,1,,carl,Carl Castro$`));
      expect((await call('DELETE', '/v1/prompt-activity.csv', carl)).status).toBe(405);
    });

    it('has no call that edits or deletes an entry (405)', async () => {
      const [entry] = await log(alice, await create(alice, prompt({ prompt_name: 'Untouchable' })));
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
        expect((await call(method, `/v1/prompt-activity/${entry!.id}`, alice, method === 'DELETE' ? undefined : { action: 'x' })).status).toBe(405);
        expect((await call(method, '/v1/prompt-activity', alice, method === 'DELETE' ? undefined : [])).status).toBe(405);
      }
      expect(await call('GET', `/v1/prompt-activity/${entry!.id}`, alice).then((r) => r.json())).toEqual(entry);
    });
  });
});
