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
  user_id: string;
  version: number;
}
interface ListedDepartment {
  department_code: string;
  department_name: string;
  prompts: ListedPrompt[];
}

const prompt = (overrides: Partial<PromptBody> = {}): PromptBody => ({
  department_code: 'IT',
  description: 'Checks a case for risks',
  draft: false,
  private: false,
  prompt_name: 'Risk check',
  prompt_template: 'You are an auditor. Check the case for risks.',
  ...overrides,
});

describe('the prompt store over HTTP', () => {
  let api: TestApi;
  let alice: Headers;
  let carl: Headers;
  let fin: Headers;
  beforeAll(async () => {
    api = await startTestApi({ port: 4360 });
    const allDepartments = [localGroups.audit, ...Object.values(departmentGroups)];
    alice = await api.bearer({ subject: 'alice', groups: allDepartments });
    carl = await api.bearer({ subject: 'carl', groups: [localGroups.audit, departmentGroups.it] });
    fin = await api.bearer({ subject: 'fiona', groups: [localGroups.audit, departmentGroups.fin] });
  }, startUpMs);
  afterAll(() => api.stop());

  const call = (method: string, path: string, headers: Headers, body?: unknown) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  const create = async (headers: Headers, body: PromptBody) => {
    const response = await call('POST', '/v1/prompt', headers, body);
    expect(response.status).toBe(200);
    return ((await response.json()) as { prompt_id: string }).prompt_id;
  };
  const list = async (headers: Headers) => {
    const response = await call('GET', '/v1/prompts', headers);
    expect(response.status).toBe(200);
    return (await response.json()) as ListedDepartment[];
  };
  const idsIn = (departments: ListedDepartment[], code: string) =>
    departments.find((department) => department.department_code === code)?.prompts.map((p) => p.id) ?? [];

  it('answers the user\'s departments from their groups, and the models from configuration', async () => {
    const departments = async (headers: Headers) => (await call('GET', '/v1/departments', headers)).json();
    expect(await departments(alice)).toEqual([
      { department_code: 'FIN', department_name: 'Finance' },
      { department_code: 'IT', department_name: 'IT' },
    ]);
    expect(await departments(carl)).toEqual([{ department_code: 'IT', department_name: 'IT' }]);
    const models = await call('GET', '/v1/models', carl);
    expect(await models.json()).toEqual([{ name: 'offline', hint: expect.stringContaining('No language model') as string }]);
  });

  it('refuses without a token (401) and without the audit group (403)', async () => {
    expect((await call('GET', '/v1/prompts', {})).status).toBe(401);
    const chatOnly = await api.bearer({ subject: 'bob', groups: [localGroups.chat, departmentGroups.it] });
    for (const path of ['/v1/prompts', '/v1/models', '/v1/departments']) {
      const response = await call('GET', path, chatOnly);
      expect(response.status).toBe(403);
      expect(await detailOf(response)).toMatch(/audit assistant/);
    }
    expect((await call('POST', '/v1/prompt', chatOnly, prompt({ prompt_name: 'Sneaky' }))).status).toBe(403);
  });

  it('shows a private prompt to its owner only, and drafts to the department marked as drafts', async () => {
    const secret = await create(alice, prompt({ prompt_name: 'Alice private draft', private: true, draft: true }));
    const shared = await create(alice, prompt({ prompt_name: 'Alice shared draft', draft: true }));
    const finance = await create(alice, prompt({ prompt_name: 'Alice finance', department_code: 'FIN' }));

    const forAlice = await list(alice);
    expect(idsIn(forAlice, 'IT')).toEqual(expect.arrayContaining([secret, shared]));
    const secretListed = forAlice.flatMap((d) => d.prompts).find((p) => p.id === secret)!;
    expect(secretListed).toMatchObject({ private: true, draft: true, user_id: 'alice', version: 1 });

    const forCarl = await list(carl);
    expect(forCarl.map((d) => d.department_code)).toEqual(['IT']);
    expect(idsIn(forCarl, 'IT')).toContain(shared);
    expect(JSON.stringify(forCarl)).not.toContain(secret);
    expect(JSON.stringify(forCarl)).not.toContain(finance);
    expect(forCarl[0]!.prompts.find((p) => p.id === shared)).toMatchObject({ draft: true, user_id: 'alice' });
    expect(idsIn(await list(fin), 'FIN')).toEqual([finance]);
  });

  it('lets only the owner update or delete (403 with the spec\'s words), and 404 for no such prompt', async () => {
    const id = await create(alice, prompt({ prompt_name: 'Owner only', private: true }));
    const update = await call('PUT', `/v1/prompt/${id}`, carl, prompt({ prompt_name: 'Taken over' }));
    expect(update.status).toBe(403);
    expect(await detailOf(update)).toBe('You do not have permission to update this prompt.');
    const remove = await call('DELETE', `/v1/prompt/${id}`, carl);
    expect(remove.status).toBe(403);
    expect(await detailOf(remove)).toBe('You do not have permission to delete this prompt.');
    // The refusals changed nothing.
    expect((await list(alice)).flatMap((d) => d.prompts).find((p) => p.id === id)).toMatchObject({ prompt_name: 'Owner only', version: 1 });

    const gone = await call('DELETE', '/v1/prompt/no-such-id', alice);
    expect(gone.status).toBe(404);
    expect(await detailOf(gone)).toBe('Prompt not found.');
    expect((await call('PUT', '/v1/prompt/no-such-id', alice, prompt())).status).toBe(404);

    const deleted = await call('DELETE', `/v1/prompt/${id}`, alice);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(JSON.stringify(await list(alice))).not.toContain(id);
    expect((await call('DELETE', `/v1/prompt/${id}`, alice)).status).toBe(404);
  });

  it('refuses a second prompt of the same name in a department (409), whatever its case; another department may use it', async () => {
    await create(carl, prompt({ prompt_name: 'Vendor review' }));
    const twice = await call('POST', '/v1/prompt', alice, prompt({ prompt_name: '  vendor REVIEW ' }));
    expect(twice.status).toBe(409);
    expect(await detailOf(twice)).toBe('Prompt already exists.');
    await create(alice, prompt({ prompt_name: 'Vendor review', department_code: 'FIN' }));

    const other = await create(carl, prompt({ prompt_name: 'Vendor onboarding' }));
    const renamed = await call('PUT', `/v1/prompt/${other}`, carl, prompt({ prompt_name: 'Vendor Review' }));
    expect(renamed.status).toBe(409);
    // The refused rename left no version behind.
    expect(await (await call('GET', `/v1/prompt/${other}/versions`, carl)).json()).toEqual([]);
  });

  it.each([
    ['a blank name', prompt({ prompt_name: '   ' }), /prompt_name/],
    ['a blank description', prompt({ description: '' }), /description/],
    ['a blank template', prompt({ prompt_template: '\n\n' }), /prompt_template/],
    ['no department', prompt({ department_code: ' ' }), /department_code/],
    ['private as text', { ...prompt(), private: 'yes' }, /private/],
    ['a missing draft flag', { ...prompt(), draft: undefined }, /draft/],
    ['an array', [prompt()], /prompt object/],
  ])('answers 422 for %s', async (_case, body, detail) => {
    const response = await call('POST', '/v1/prompt', alice, body);
    expect(response.status).toBe(422);
    expect(await detailOf(response)).toMatch(detail);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await call('POST', '/v1/prompt', alice, '{"prompt_name": ')).status).toBe(400);
  });

  it('refuses a department the user is not in (403), on create and on update', async () => {
    const response = await call('POST', '/v1/prompt', carl, prompt({ prompt_name: 'Into finance', department_code: 'FIN' }));
    expect(response.status).toBe(403);
    expect(await detailOf(response)).toBe('The department is not one of yours.');
    const id = await create(carl, prompt({ prompt_name: 'Stays in IT' }));
    expect((await call('PUT', `/v1/prompt/${id}`, carl, prompt({ prompt_name: 'Stays in IT', department_code: 'FIN' }))).status).toBe(403);
  });

  it('keeps every earlier state as a version; restoring one is an update that makes a new version', async () => {
    const first = prompt({ prompt_name: 'Versioned', description: 'First', private: false, draft: true });
    const id = await create(alice, first);
    const second = { ...first, description: 'Second', prompt_template: 'Template two', draft: false };
    expect((await call('PUT', `/v1/prompt/${id}`, alice, second)).status).toBe(200);
    api.clock.advance(60_000);
    const third = { ...second, prompt_name: 'Versioned (final)', private: true };
    expect((await call('PUT', `/v1/prompt/${id}`, alice, third)).status).toBe(200);

    const versions = async (headers: Headers) => (await call('GET', `/v1/prompt/${id}/versions`, headers)).json();
    const history = (await versions(alice)) as Array<PromptBody & { version: number; replaced_at: string }>;
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    expect(history[1]).toMatchObject({ ...first, prompt_name: 'Versioned' });
    expect(history[0]).toMatchObject(second);
    expect(history[0]!.replaced_at).toBe(new Date(api.clock.now()).toISOString());

    // Now private: carl, in IT, may no longer see it or its history.
    const hidden = await call('GET', `/v1/prompt/${id}/versions`, carl);
    expect(hidden.status).toBe(404);

    const oldest = history[1]!;
    const restored: PromptBody = {
      department_code: oldest.department_code,
      description: oldest.description,
      draft: oldest.draft,
      private: oldest.private,
      prompt_name: oldest.prompt_name,
      prompt_template: oldest.prompt_template,
    };
    expect((await call('PUT', `/v1/prompt/${id}`, alice, restored)).status).toBe(200);
    const current = (await list(alice)).flatMap((d) => d.prompts).find((p) => p.id === id)!;
    expect(current).toMatchObject({ ...first, version: 4 });
    expect(((await versions(alice)) as Array<{ version: number }>).map((v) => v.version)).toEqual([3, 2, 1]);
    // Public again: the department sees the history.
    expect((await call('GET', `/v1/prompt/${id}/versions`, carl)).status).toBe(200);
    expect((await call('GET', `/v1/prompt/${id}/versions`, fin)).status).toBe(404);
  });

  it('deletes softly: the prompt leaves lists and history reads, its versions stay stored and its name is free again', async () => {
    const id = await create(carl, prompt({ prompt_name: 'Short-lived' }));
    await call('PUT', `/v1/prompt/${id}`, carl, prompt({ prompt_name: 'Short-lived', description: 'changed' }));
    expect((await call('DELETE', `/v1/prompt/${id}`, carl)).status).toBe(204);
    expect(JSON.stringify(await list(carl))).not.toContain(id);
    expect((await call('GET', `/v1/prompt/${id}/versions`, carl)).status).toBe(404);
    expect((await call('PUT', `/v1/prompt/${id}`, carl, prompt({ prompt_name: 'Short-lived' }))).status).toBe(404);
    const rows = await api.db.query<{ n: number }>('select count(*)::int as n from prompt_versions where prompt_id = $1', [id]);
    expect(rows[0]!.n).toBe(1);
    await create(carl, prompt({ prompt_name: 'Short-lived' }));
  });

  describe('a published prompt\'s private past', () => {
    type Version = PromptBody & { version: number; replaced_at: string };
    const history = async (headers: Headers, id: string) => {
      const response = await call('GET', `/v1/prompt/${id}/versions`, headers);
      expect(response.status).toBe(200);
      return (await response.json()) as Version[];
    };
    const save = async (headers: Headers, id: string, body: PromptBody) =>
      expect((await call('PUT', `/v1/prompt/${id}`, headers, body)).status).toBe(200);

    it('shows the colleague only the versions saved while the prompt was public, the owner all of them', async () => {
      // alice is the owner, carl her colleague in IT, fin (Finance only) outside the department.
      const state = (prompt_template: string, isPrivate: boolean) =>
        prompt({ prompt_name: 'Published later', prompt_template, private: isPrivate });
      const id = await create(alice, state('Secret first idea', true));
      await save(alice, id, state('Secret second idea', true));
      await save(alice, id, state('Published template', false));
      await save(alice, id, state('Revised in public', false));
      await save(alice, id, state('Private rework', true));
      expect((await call('GET', `/v1/prompt/${id}/versions`, carl)).status).toBe(404);
      await save(alice, id, state('Published again', false));

      const forAlice = await history(alice, id);
      expect(forAlice.map((v) => [v.version, v.prompt_template])).toEqual([
        [5, 'Private rework'],
        [4, 'Revised in public'],
        [3, 'Published template'],
        [2, 'Secret second idea'],
        [1, 'Secret first idea'],
      ]);
      const forCarl = await history(carl, id);
      // The same numbers as the owner's (an exported answer names one version for everyone).
      expect(forCarl.map((v) => [v.version, v.prompt_template, v.private])).toEqual([
        [4, 'Revised in public', false],
        [3, 'Published template', false],
      ]);
      expect(forCarl).toEqual(forAlice.filter((v) => !v.private));
      expect((await call('GET', `/v1/prompt/${id}/versions`, fin)).status).toBe(404);
      // Restoring stays the owner's: a PUT of a private version's fields by the colleague is refused.
      const refused = await call('PUT', `/v1/prompt/${id}`, carl, state('Secret first idea', false));
      expect(refused.status).toBe(403);
    });

    it('shows the colleague an empty history for a prompt created private and then published', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Private until ready', prompt_template: 'Not for the team', private: true }));
      await save(alice, id, prompt({ prompt_name: 'Private until ready', prompt_template: 'Ready for the team' }));
      expect(await history(carl, id)).toEqual([]);
      expect((await history(alice, id)).map((v) => v.prompt_template)).toEqual(['Not for the team']);
    });

    it('shows no version filed under a department the colleague is not in', async () => {
      const id = await create(alice, prompt({ prompt_name: 'Moved to IT', department_code: 'FIN', prompt_template: 'Finance wording' }));
      await save(alice, id, prompt({ prompt_name: 'Moved to IT', prompt_template: 'IT wording' }));
      expect(await history(carl, id)).toEqual([]);
      expect((await call('GET', `/v1/prompt/${id}/versions`, fin)).status).toBe(404);
      expect(await history(alice, id)).toMatchObject([{ version: 1, department_code: 'FIN', prompt_template: 'Finance wording' }]);
    });
  });
});
