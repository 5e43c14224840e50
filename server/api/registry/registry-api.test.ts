import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccount, knowledgeGroups, localGroups } from '../../idp/accounts';
import { answerText, detailOf, readNdjson } from '../testing/requests';
import { startTestApi, startUpMs, type TestApi } from '../testing/test-api';
import type { ComponentSource } from './component-answer';
import type { ComponentHealth } from './component-health';
import { defaultRegistryFile, type RegistryEntry } from './registry-config';

type Listed = RegistryEntry & { Health: ComponentHealth };
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
    expect(last.sources[0]).toEqual({ document: 'Travel policy', section: 'Hotels', passage: expect.stringContaining('120 euros') as unknown });
  });

  it('answers a German question in German from the German corpus', async () => {
    const chunks = await readNdjson(await ask('travel-policy', alice, 'Wie hoch ist die Verpflegungspauschale?', 'de-DE'));
    const answer = answerText(chunks);
    expect(answer).toMatch(/^Für diese Referenz-API ist kein Sprachmodell eingerichtet/);
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
