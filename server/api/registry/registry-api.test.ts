import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount, knowledgeGroups, localGroups } from '../../idp/accounts';
import { answerText, detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import type { RegistryComponent } from '../../../contracts/registry-api';
import type { ComponentSource } from './component-answer';
import { defaultRegistryFile, type RegistryEntry } from './registry-config';

type Listed = Required<RegistryComponent>;
const externalPort = 4321;
// The demo accounts' own groups, so the README's table of what they see is what this checks.
const groupsOf = (username: string) => findAccount(username)?.groups ?? [];
const alice = groupsOf('alice');
const carl = groupsOf('carl');

/** The shipped registry with its external entry moved to a recorder on `externalPort`. */
function registryWithRecorder(): string {
  const entries = JSON.parse(readFileSync(defaultRegistryFile, 'utf8')) as RegistryEntry[];
  const moved = entries.map((entry) => (entry.Url.startsWith('http') ? { ...entry, Url: `http://127.0.0.1:${externalPort}/kb` } : entry));
  const file = join(mkdtempSync(join(tmpdir(), 'registry-')), 'registry.json');
  writeFileSync(file, JSON.stringify(moved));
  return file;
}

describe('the retrieval-chat registry API', () => {
  let api: TestApi;
  let external: Server;
  const externalHeard: IncomingHttpHeaders[] = [];
  const previousFile = process.env.REGISTRY_FILE;

  beforeAll(async () => {
    process.env.REGISTRY_FILE = registryWithRecorder();
    external = createServer((req, res) => {
      externalHeard.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => external.listen(externalPort, '127.0.0.1', resolve));
    api = await startTestApi({ port: 4320 });
  }, startUpMs);
  afterAll(async () => {
    process.env.REGISTRY_FILE = previousFile;
    if (previousFile === undefined) delete process.env.REGISTRY_FILE;
    await new Promise((resolve) => external.close(resolve));
    await api.stop();
  });

  const list = async (groups: readonly string[]) => {
    const response = await fetch(`${api.url}/v1/registry`, { headers: await api.bearer({ groups }) });
    expect(response.status).toBe(200);
    return (await response.json()) as Listed[];
  };
  const ask = async (component: string, groups: readonly string[], question: string, language = 'en-US') =>
    fetch(`${api.url}/v1/registry/${component}/v1/chat/stream`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups })), 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ messages: [{ role: 'user', content: question }], documents: [] }),
    });

  it('lists for alice all three sample components and the external one, with absolute Urls', async () => {
    const names = (await list(alice)).map((entry) => entry.ComponentName);
    expect(names).toEqual(['it-service-desk', 'travel-policy', 'onboarding-guide', 'partner-wiki']);
    const travel = (await list(alice)).find((entry) => entry.ComponentName === 'travel-policy')!;
    expect(travel.Url).toBe(`${api.url}/v1/registry/travel-policy`);
  });

  it('names a component on this API by the address the browser used, behind a proxy too, and still checks its health on the instance', async () => {
    // node:http, since fetch() sends its own Host whatever it is given.
    const listed = async (headers: Record<string, string>) => {
      const sent = { ...(await api.bearer({ groups: alice })), ...headers };
      const body = await new Promise<string>((resolve, reject) => {
        get(`${api.url}/v1/registry`, { headers: sent }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        }).on('error', reject);
      });
      return (JSON.parse(body) as Listed[]).find((entry) => entry.ComponentName === 'travel-policy')!;
    };
    const behindNginx = await listed({ host: 'studio.corp.example', 'x-forwarded-proto': 'https' });
    expect(behindNginx.Url).toBe('https://studio.corp.example/v1/registry/travel-policy');
    expect(behindNginx.Health.ok).toBe(true);
    expect((await listed({ host: 'localhost:18080' })).Url).toBe('http://localhost:18080/v1/registry/travel-policy');
  });

  it('hides from carl the component his groups do not allow', async () => {
    const names = (await list(carl)).map((entry) => entry.ComponentName);
    expect(names).toEqual(['it-service-desk', 'travel-policy', 'partner-wiki']);
  });

  it('matches a Role group by whole name: a directory name of travel unlocks it, a group merely containing studio-kb-it does not', async () => {
    const groups = [localGroups.registry, `cn=${knowledgeGroups.travel},ou=groups`, `${knowledgeGroups.it}-archive`];
    const names = (await list(groups)).map((entry) => entry.ComponentName);
    expect(names).toEqual(['travel-policy', 'partner-wiki']);
    expect((await ask('it-service-desk', groups, 'How do I reset my password?')).status).toBe(403);
  });

  it('refuses the list to a user without the registry group', async () => {
    const response = await fetch(`${api.url}/v1/registry`, { headers: await api.bearer({ groups: [knowledgeGroups.it] }) });
    expect(response.status).toBe(403);
  });

  it('answers 403 when carl calls the onboarding component directly, though its card is hidden', async () => {
    const response = await ask('onboarding-guide', carl, 'What happens on my first day?');
    expect(response.status).toBe(403);
    expect(await detailOf(response)).toBe('You are not in a group that may use Onboarding guide.');
    const health = await fetch(`${api.url}/v1/registry/onboarding-guide/health`, { headers: await api.bearer({ groups: carl }) });
    expect(health.status).toBe(403);
  });

  it('answers from the travel policy in English with its sources in the last chunk', async () => {
    const chunks = await readNdjson(await ask('travel-policy', alice, 'What is the hotel limit per night abroad?'));
    expect(answerText(chunks)).toContain('160 euros per night abroad');
    expect(chunks.slice(0, -1).every((chunk) => !chunk.done && !('sources' in chunk))).toBe(true);
    const last = chunks.at(-1) as (typeof chunks)[number] & { sources: ComponentSource[] };
    expect(last).toMatchObject({ content: '', done: true, error: null });
    expect(last.sources[0]).toEqual({
      document: 'Travel policy',
      section: 'Hotels',
      passage: expect.stringContaining('120 euros') as unknown,
      verified: true,
      location: { documentId: 'travel-policy.en', start: expect.any(Number) as unknown, end: expect.any(Number) as unknown },
    });
  });

  const passageOf = async (component: string, groups: readonly string[], document: string, range: string) =>
    fetch(`${api.url}/v1/registry/${component}/v1/documents/${document}/passage?${range}`, { headers: await api.bearer({ groups }) });
  const sourcesFor = async (component: string, groups: readonly string[], question: string) =>
    (((await readNdjson(await ask(component, groups, question))).at(-1) ?? {}) as { sources?: ComponentSource[] }).sources ?? [];

  it('verifies the full passage, longer than the excerpt shown, and opens it in its surrounding text for a user of the component', async () => {
    const [source] = await sourcesFor('it-service-desk', carl, 'How do I reset my password?');
    expect(source).toMatchObject({ document: 'IT service desk FAQ', verified: true });
    if (!source?.verified) throw new Error('the password source is not verified');
    const { documentId, start, end } = source.location;
    const response = await passageOf('it-service-desk', carl, documentId, `start=${start}&end=${end}`);
    expect(response.status).toBe(200);
    const shown = (await response.json()) as { document: string; text: string; start: number; end: number; truncatedBefore: boolean };
    expect(shown).toMatchObject({ document: 'IT service desk FAQ', truncatedBefore: false });
    const passage = shown.text.slice(shown.start, shown.end);
    expect(source.passage).toMatch(/…$/);
    expect(passage.length).toBeGreaterThan(source.passage.length);
    expect(passage.replace(/\s+/g, ' ').startsWith(source.passage.replace(/…$/, ''))).toBe(true);
    expect(shown.text.slice(0, shown.start)).toContain('# IT service desk FAQ');
  });

  it('refuses the passage to a user outside the component, answers 404 for an unknown document and 422 for a range outside it', async () => {
    const forbidden = await passageOf('onboarding-guide', carl, 'onboarding-guide.en', 'start=0&end=10');
    expect(forbidden.status).toBe(403);
    expect(await detailOf(forbidden)).toBe('You are not in a group that may use Onboarding guide.');
    const unknown = await passageOf('travel-policy', alice, 'travel-policy.fr', 'start=0&end=10');
    expect(unknown.status).toBe(404);
    expect(await detailOf(unknown)).toBe('There is no document travel-policy.fr in Travel policy.');
    expect((await passageOf('travel-policy', alice, 'onboarding-guide.en', 'start=0&end=10')).status).toBe(404);
    for (const range of ['start=10&end=10', 'start=0&end=999999', 'start=-1&end=4', 'end=4']) {
      expect((await passageOf('travel-policy', alice, 'travel-policy.en', range)).status).toBe(422);
    }
  });

  it('marks a source unverified, with the reason, when the index no longer holds what its document says', async () => {
    const question = 'What is the hotel limit per night abroad?';
    const hotels = "component = 'travel-policy' and language = 'en' and heading = 'Hotels'";
    const [{ content } = { content: '' }] = await api.db.query<{ content: string }>(`select content from registry_passages where ${hotels}`);
    try {
      await api.db.query(`update registry_passages set content = replace(content, '160 euros', '260 euros') where ${hotels}`);
      expect((await sourcesFor('travel-policy', alice, question))[0]).toEqual({
        document: 'Travel policy', section: 'Hotels', passage: expect.stringContaining('260 euros') as unknown, verified: false, unverifiedReason: 'passage-not-found',
      });
      await api.db.query(`update registry_passages set document = 'Old travel policy' where ${hotels}`);
      expect((await sourcesFor('travel-policy', alice, question))[0]).toMatchObject({ document: 'Old travel policy', verified: false, unverifiedReason: 'document-not-found' });
    } finally {
      await api.db.query(`update registry_passages set content = $1, document = 'Travel policy' where ${hotels}`, [content]);
    }
  });

  it('answers a German question in German from the German corpus', async () => {
    const chunks = await readNdjson(await ask('travel-policy', alice, 'Wie hoch ist die Verpflegungspauschale?', 'de-DE'));
    const answer = answerText(chunks);
    expect(answer).toMatch(/^Noch ist kein Sprachmodell angebunden/);
    expect(answer).toContain('28 Euro für einen vollen Tag');
    expect((chunks.at(-1) as unknown as { sources: ComponentSource[] }).sources[0]).toMatchObject({
      document: 'Reiserichtlinie',
      section: 'Verpflegungspauschale',
    });
  });

  it('says so, with no sources, when nothing in the corpus matches', async () => {
    const chunks = await readNdjson(await ask('it-service-desk', carl, 'zebra giraffe'));
    expect(answerText(chunks)).toContain('Nothing in **IT service desk** matches your question');
    expect((chunks.at(-1) as unknown as { sources: ComponentSource[] }).sources).toEqual([]);
  });

  it('answers 404 for a component this API does not serve and 422 for a body without messages', async () => {
    expect((await ask('partner-wiki', alice, 'hello')).status).toBe(404);
    const response = await fetch(`${api.url}/v1/registry/travel-policy/v1/chat/stream`, {
      method: 'POST',
      headers: { ...(await api.bearer({ groups: alice })), 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [] }),
    });
    expect(response.status).toBe(422);
  });

  it('serves each component health with the list: indexed time for the samples, no token to the external host', async () => {
    externalHeard.length = 0;
    const entries = await list(alice);
    for (const entry of entries.filter((candidate) => candidate.ComponentName !== 'partner-wiki')) {
      expect(entry.Health.ok).toBe(true);
      expect(Date.parse(entry.Health.indexedAt ?? '')).not.toBeNaN();
    }
    expect(entries.find((entry) => entry.ComponentName === 'partner-wiki')!.Health).toEqual({ ok: true });
    expect(externalHeard).toHaveLength(1);
    expect(externalHeard[0]!.authorization).toBeUndefined();
  });
});
