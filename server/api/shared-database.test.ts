import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroups, localGroups } from '../idp/accounts';
import { listenOnLoopback } from '../listen';
import { migrate, migrations } from '../db/migrations';
import { openSharedTestDatabase, type SharedTestDatabase } from '../db/test-database';
import { chunkText } from './documents/chunking';
import { createApi } from './app';
import { answerText, readNdjson } from './testing/requests';
import { createTestIssuer, type TestIssuer } from './testing/test-issuer';
import { startUpMs, studioOrigin } from './testing/test-api';
import { chatRequest, uploadAs } from './testing/uploads';

const ports = [4314, 4315] as const;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A text of several chunks that names its owner and number in every sentence, so a mix-up shows. */
function documentText(owner: string, n: number): string {
  const sentences = Array.from(
    { length: 40 },
    (_, i) => `Document ${n} of ${owner}, sentence ${i}: the quarterly figures of team ${owner} stay with ${owner}.`,
  );
  return sentences.join(' ');
}

// On PostgreSQL (TEST_DATABASE_URL) the two API instances have connection pools of their own on one
// schema, which is what two API processes are to the server. On PGlite both share the one embedded
// database, as requests within one process do; two processes cannot open one PGlite.
describe('two API instances on one database', () => {
  let shared: SharedTestDatabase;
  let migrated: string[][];
  let issuer: TestIssuer;
  const stops: Array<() => Promise<void>> = [];
  const urls = [`http://localhost:${ports[0]}`, `http://localhost:${ports[1]}`] as const;

  beforeAll(async () => {
    shared = await openSharedTestDatabase();
    // Both start at once: each runs the migrations on the same, still empty database.
    migrated = await Promise.all(shared.connections.map((db) => migrate(db)));
    issuer = await createTestIssuer('http://corporate.test', 'studio-corporate');
    for (const [i, db] of shared.connections.entries()) {
      const api = createApi({ db, issuers: [issuer.trusted], allowedOrigins: [studioOrigin], rateLimitPerMinute: 1000 });
      stops.push(await listenOnLoopback(api.handler, ports[i]!));
    }
  }, startUpMs);
  afterAll(async () => {
    await Promise.all(stops.map((stop) => stop()));
    await shared?.dispose();
  });

  const bearer = async (subject: string) => ({
    authorization: `Bearer ${await issuer.token({ subject, groups: [localGroups.chat] })}`,
  });
  const chunksOf = (owner: string, docHash: string) =>
    shared.connections[0]
      .query<{ content: string }>(
        'select content from document_chunks where owner = $1 and doc_hash = $2 order by seq',
        [owner, docHash],
      )
      .then((rows) => rows.map((row) => row.content));

  it('applies each migration exactly once when both migrate at the same time', async () => {
    expect(migrated.flat().sort()).toEqual(migrations.map((m) => m.id).sort());
    const rows = await shared.connections[1].query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((row) => row.id)).toEqual(migrations.map((m) => m.id).sort());
  });

  it('loses and mixes up no document when both store at once, for different and for the same users', async () => {
    const users = ['ada', 'ben', 'cem', 'dora'];
    const headers = Object.fromEntries(await Promise.all(users.map(async (user) => [user, await bearer(user)] as const)));
    const encode = (text: string) => new TextEncoder().encode(text);
    const uploads: Array<{ user: string; api: 0 | 1; bytes: Uint8Array; fileName: string }> = [];
    for (const user of users) {
      for (let n = 0; n < 4; n += 1) {
        // Each user's documents alternate between the two instances.
        uploads.push({ user, api: n % 2 === 0 ? 0 : 1, bytes: encode(documentText(user, n)), fileName: `${user}-${n}.txt` });
      }
      // The same bytes from both instances at once, under two names: one document, its chunks once.
      const twice = encode(documentText(user, 99));
      uploads.push({ user, api: 0, bytes: twice, fileName: `${user}-first.txt` });
      uploads.push({ user, api: 1, bytes: twice, fileName: `${user}-second.txt` });
    }
    // Every user also uploads one text all of them share: the same hash, a document per owner.
    const common = encode(documentText('everyone', 7));
    for (const [i, user] of users.entries()) uploads.push({ user, api: i % 2 === 0 ? 0 : 1, bytes: common, fileName: 'handbook.txt' });

    const hashes = await Promise.all(
      uploads.map(({ user, api, bytes, fileName }) => uploadAs(urls[api], headers[user]!, bytes, fileName)),
    );
    hashes.forEach((hash, i) => expect(hash).toBe(sha256(uploads[i]!.bytes)));

    const db = shared.connections[0];
    const ownerKey = (user: string) => `http://corporate.test#${user}`;
    const expected = new Map<string, { owner: string; docHash: string; text: string; names: Set<string> }>();
    for (const { user, bytes, fileName } of uploads) {
      const docHash = sha256(bytes);
      const key = `${ownerKey(user)} ${docHash}`;
      const entry = expected.get(key) ?? { owner: ownerKey(user), docHash, text: new TextDecoder().decode(bytes), names: new Set() };
      entry.names.add(fileName);
      expected.set(key, entry);
    }
    const documents = await db.query<{ owner: string; doc_hash: string; file_name: string; size_bytes: number }>(
      'select owner, doc_hash, file_name, size_bytes from documents order by owner, doc_hash',
    );
    expect(documents.map((row) => `${row.owner} ${row.doc_hash}`).sort()).toEqual([...expected.keys()].sort());
    for (const row of documents) {
      const entry = expected.get(`${row.owner} ${row.doc_hash}`)!;
      expect(entry.names).toContain(row.file_name);
      expect(await chunksOf(row.owner, row.doc_hash)).toEqual(chunkText(entry.text));
    }
    const [total] = await db.query<{ count: string }>('select count(*)::text as count from document_chunks');
    const expectedChunks = [...expected.values()].reduce((sum, entry) => sum + chunkText(entry.text).length, 0);
    expect(Number(total?.count)).toBe(expectedChunks);
  });

  const auditor = async (subject: string) => ({
    authorization: `Bearer ${await issuer.token({ subject, groups: [localGroups.audit, departmentGroups.it] })}`,
    'content-type': 'application/json',
  });
  const promptBody = (name: string, description = 'd') => ({
    department_code: 'IT',
    description,
    draft: false,
    private: false,
    prompt_name: name,
    prompt_template: 't',
  });

  it('keeps one prompt per name and department when both instances create it at once', async () => {
    const headers = await Promise.all(['gil', 'hal', 'ida', 'jon'].map(auditor));
    const attempts = Array.from({ length: 12 }, (_, i) =>
      fetch(`${urls[i % 2]}/v1/prompt`, { method: 'POST', headers: headers[i % 4]!, body: JSON.stringify(promptBody(i % 3 === 0 ? 'Same name' : `same NAME `)) }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(409)]);
    const rows = await shared.connections[1].query<{ n: number }>("select count(*)::int as n from prompts where lower(prompt_name) = 'same name'");
    expect(rows[0]!.n).toBe(1);
  });

  it('loses no version when both instances update one prompt at once', async () => {
    const owner = await auditor('kim');
    const created = await fetch(`${urls[0]}/v1/prompt`, { method: 'POST', headers: owner, body: JSON.stringify(promptBody('Busy prompt', 'v1')) });
    const { prompt_id: id } = (await created.json()) as { prompt_id: string };
    const updates = Array.from({ length: 10 }, (_, i) =>
      fetch(`${urls[i % 2]}/v1/prompt/${id}`, { method: 'PUT', headers: owner, body: JSON.stringify(promptBody('Busy prompt', `update ${i}`)) }),
    );
    expect((await Promise.all(updates)).map((response) => response.status)).toEqual(Array<number>(10).fill(200));
    const versions = (await (await fetch(`${urls[1]}/v1/prompt/${id}/versions`, { headers: owner })).json()) as Array<{ version: number; description: string }>;
    expect(versions.map((v) => v.version)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    // Each state appears once: the first, then each update except the last (which is current).
    const [current] = await shared.connections[0].query<{ version: number; description: string }>('select version, description from prompts where id = $1', [id]);
    expect(current!.version).toBe(11);
    const states = [...versions.map((v) => v.description), current!.description].sort();
    expect(states).toEqual(['v1', ...Array.from({ length: 10 }, (_, i) => `update ${i}`)].sort());
  });

  it('answers from a document that the other instance stored, and only to its owner', async () => {
    const text = 'The archive room key hangs in the second cupboard on the left.';
    const docHash = await uploadAs(urls[0], await bearer('erik'), new TextEncoder().encode(text), 'keys.txt');
    const question = { messages: [{ role: 'user', content: 'Where is the archive room key?' }], documents: [docHash] };
    const answer = answerText(await readNdjson(await chatRequest(urls[1], await bearer('erik'), question)));
    expect(answer).toContain(text);
    const stranger = await chatRequest(urls[1], await bearer('fay'), question);
    expect(stranger.status).toBe(410);
  });
});
